import { LANGUAGE_NAMES, LANGUAGES, locale, pickLanguage, t, tierName } from '../i18n/i18n.ts';
import { hrefOf, route } from '../state/route.ts';
import { session, signOut, signOutEverywhere } from '../state/session.ts';

const SECTIONS = [
  ['home', 'nav.home'], ['webhooks', 'nav.webhooks'], ['orders', 'nav.orders'], ['payouts', 'nav.payouts'], ['integration', 'nav.integration'],
] as const;

/** Only a sandbox has controls to show. */
const sectionsOf = (sandbox: boolean) => (sandbox ? [...SECTIONS, ['sandbox', 'nav.sandbox'] as const] : SECTIONS);

export function Header() {
  const current = route.value.screen === 'order' ? 'orders' : route.value.screen;
  const who = session.value;
  return (
    <header>
      {who?.sandbox && <p class="notice test-mode">{t('nav.testMode')}</p>}
      <a class="skip" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
        {t('app.skip')}
      </a>
      <p class="brand">{t('app.title')}</p>
      <nav aria-label={t('nav.label')}>
        <ul>
          {sectionsOf(who?.sandbox ?? false).map(([screen, label]) => (
            <li key={screen}>
              <a href={hrefOf(screen)} aria-current={current === screen ? 'page' : undefined}>{t(label)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="account">
        {who && <span>{t('nav.signedInAs', { partner: who.partner_id, tier: tierName(who.tier) })}</span>}
        <label for="language">{t('app.language')}</label>
        <select id="language" value={locale.value.language} onChange={(e) => void pickLanguage(e.currentTarget.value)}>
          {LANGUAGES.map((l) => <option key={l} value={l} lang={l}>{LANGUAGE_NAMES[l]}</option>)}
        </select>
        <button type="button" onClick={() => void signOut()}>{t('nav.signOut')}</button>
        <button type="button" onClick={() => void signOutEverywhere()}>{t('nav.signOutEverywhere')}</button>
      </div>
      {who?.status === 'disabled' && (
        <p class="notice danger"><a href={hrefOf('payouts')}>{t('nav.disabled')}</a></p>
      )}
    </header>
  );
}
