import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { t } from '../i18n/i18n.ts';

/**
 * A screen fetched as its own chunk the first time it is shown: the sandbox's controls exist only in the sandbox,
 * so a partner of the real service never downloads them. A failed fetch says so and offers to reload the page
 * (a browser may keep a failed module, so only a new page fetches it again).
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const screen = signal<ComponentType | null>(null);
  const failed = signal(false);
  let started = false;
  return function LazyScreen() {
    if (!started) {
      started = true;
      load().then((component) => { screen.value = component; }, () => { failed.value = true; });
    }
    const Screen = screen.value;
    if (Screen) return <Screen />;
    return (
      <main id="main" tabIndex={-1}>
        {failed.value
          ? <p role="alert">{t('app.screenFailed')} <a href={location.href} onClick={() => location.reload()}>{t('app.reload')}</a></p>
          : <p role="status">{t('app.loading')}</p>}
      </main>
    );
  };
}
