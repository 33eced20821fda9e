import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PanelIntegration } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { useAction } from '../components/useAction.ts';
import { formatNumber, t, tierName } from '../i18n/i18n.ts';
import { session } from '../state/session.ts';
import { TableBox } from '../components/TableBox.tsx';

/** The checklist that real traffic turns green, each red check with its exact fix, and this minute's usage. */
export function IntegrationScreen() {
  const result = useSignal<PanelIntegration | null>(null);
  const { busy, error, run } = useAction();
  const load = () => run(async () => {
    result.value = await api<PanelIntegration>('/integration');
  });
  useEffect(() => void load(), []);
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('integration.title')}</Heading>
      <p>{t('integration.intro')}</p>
      <button type="button" disabled={busy.value} onClick={() => void load()}>{t('integration.refresh')}</button>
      <ErrorText error={error.value} />
      {result.value && (
        <>
          <ul class="checklist">
            {result.value.checks.map((c) => (
              <li key={c.id} class={c.ok ? 'ok' : 'todo'}>
                <strong>{c.ok ? `✓ ${t('integration.done')}` : `✗ ${t('integration.todo')}`}</strong>
                {': '}{t(`integration.check.${c.id}`)}
                {c.fix && <p class="fix">{t(`integration.fix.${c.fix}`, { detail: c.detail ?? '' })}</p>}
              </li>
            ))}
          </ul>
          <TableBox label={t('integration.usageTitle', { tier: session.value ? tierName(session.value.tier) : '' })}><table class="cards">
            <caption>{t('integration.usageTitle', { tier: session.value ? tierName(session.value.tier) : '' })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('integration.route')}</th>
                <th scope="col" class="num">{t('integration.used')}</th>
                <th scope="col" class="num">{t('integration.limit')}</th>
              </tr>
            </thead>
            <tbody>
              {result.value.usage.map((u) => (
                <tr key={u.route}>
                  <th scope="row"><code>{u.route}</code>{u.per_id && <span> ({t('integration.perId')})</span>}</th>
                  <td class="num" data-label={t('integration.used')}>{formatNumber(u.used)}</td>
                  <td class="num" data-label={t('integration.limit')}>{formatNumber(u.limit)}</td>
                </tr>
              ))}
            </tbody>
          </table></TableBox>
        </>
      )}
    </main>
  );
}
