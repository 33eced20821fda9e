import type { SandboxProviderState } from '../../contract/sandbox-providers.ts';
import { TableBox } from '../components/TableBox.tsx';
import { countryName, t } from '../i18n/i18n.ts';

/** What is off about a provider, as badges: red for what stops registrations, amber for load that only delays them. */
function Trouble({ state }: { state: SandboxProviderState }) {
  const badges = [
    state.status === 'down' && <span class="badge bad">{t('sandbox.state.down')}</span>,
    state.load === 'heavy' && <span class="badge busy">{t('sandbox.state.heavy')}</span>,
    state.fail_next > 0 && <span class="badge bad">{t('sandbox.failingNext', { count: state.fail_next })}</span>,
  ].filter(Boolean);
  // Plain words for the default, so the countries left in another state are the ones that catch the eye.
  if (!badges.length) return <>{t('sandbox.state.operational')}</>;
  return <ul class="badges">{badges.map((badge, i) => <li key={i}>{badge}</li>)}</ul>;
}

/** Every country's provider as the service holds it, so a developer sees what is still off and what to undo. */
export function ProviderStateTable({ states }: { states: SandboxProviderState[] }) {
  return (
    <TableBox label={t('sandbox.providerStates')}>
      <table class="cards provider-states">
        <caption>{t('sandbox.providerStates')}</caption>
        <thead>
          <tr><th scope="col">{t('orders.country')}</th><th scope="col">{t('orders.status')}</th></tr>
        </thead>
        <tbody>
          {states.map((state) => (
            <tr key={state.country}>
              <th scope="row">{countryName(state.country)}</th>
              <td><Trouble state={state} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
