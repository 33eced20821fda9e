import { batch } from '@preact/signals-core';
import { useStore } from '../../app/context.ts';
import { manage } from '../../app/later-parts.ts';
import type { ManageActions } from '../../app/order-actions.ts';
import { tracked, useLocalSignal } from '../../app/tracked.ts';
import { Button } from '../../components/Button.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { canCancel, canChangeStart, canModify } from './manage-rules.ts';

type Panel = 'modify' | 'cancel';
type Manage = typeof import('../../app/manage.ts');

/**
 * "Manage your order" on the status screen: its heading and buttons, in the
 * app's own words. The panels behind them come with the manage chunk
 * (ManagePanel.tsx), fetched on the first click, so a purchase nobody manages
 * never downloads them; from then on that chunk draws the whole section, with
 * what a change saved.
 */
export const ManageOrder = tracked(function ManageOrder() {
  const s = useStore();
  const { id, t } = s;
  const ready = useLocalSignal<{ Panel: Manage['ManagePanel']; actions: ManageActions } | null>(null);
  /** The panel asked for while the chunk is on its way. */
  const waiting = useLocalSignal<Panel | null>(null);
  /** The panel asked for when the chunk could not come: its Retry asks the network again. */
  const failed = useLocalSignal<Panel | null>(null);
  const here = ready.value;
  if (here) return <here.Panel actions={here.actions} />;
  const order = s.order.value;
  const modify = canModify(order);
  const cancel = canCancel(order);
  if (!modify && !cancel) return null;

  function open(panel: Panel) {
    batch(() => {
      waiting.value = panel;
      failed.value = null;
    });
    manage(s.verified, s.locale).then((chunk) => batch(() => {
      const actions = chunk.manageActions(s, { cancel: canCancel, modify: canModify, start: canChangeStart });
      ready.value = { Panel: chunk.ManagePanel, actions };
      waiting.value = null;
      // Moves focus into the panel it opens.
      actions.openManage(panel);
    }), () => batch(() => {
      waiting.value = null;
      failed.value = panel;
      s.focusRequest.value = { target: 'manage' };
    }));
  }

  const busy = waiting.value !== null;
  return (
    <div class="rc-manage">
      <h3 id={`${id}-manage`} class="rc-subheading" tabIndex={-1}>{t('manage.heading')}</h3>
      {failed.value ? (
        <LoadFailed
          onRetry={() => open(failed.value!)}
          onBack={() => batch(() => {
            failed.value = null;
            s.focusRequest.value = { target: 'manage' };
          })}
        />
      ) : (
        <div class="rc-actions rc-actions--start">
          {modify && (
            <Button variant="secondary" busy={busy} onClick={() => open('modify')}>
              {t(canChangeStart(order) ? 'manage.change' : 'manage.changeVehicle')}
            </Button>
          )}
          {cancel && <Button variant="secondary" busy={busy} onClick={() => open('cancel')}>{t('manage.cancel')}</Button>}
        </div>
      )}
    </div>
  );
});
