import type { ComponentChildren } from 'preact';
import { useStore } from '../app/context.ts';
import { Button } from './Button.tsx';
import { tracked } from '../app/tracked.ts';

/** A step's buttons: Back first when there is a way back, then the step's own actions. */
export const ActionRow = tracked(function ActionRow(
  { onBack, actions }: { onBack?: (() => void) | undefined; actions?: ComponentChildren },
) {
  const { t } = useStore();
  return (onBack || actions) ? (
    <div class="rc-actions">
      {onBack && <Button variant="secondary" onClick={onBack}>{t('action.back')}</Button>}
      {actions}
    </div>
  ) : null;
});
