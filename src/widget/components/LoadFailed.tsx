import { useStore } from '../app/context.ts';
import { Button } from './Button.tsx';
import { tracked } from '../app/tracked.ts';

/**
 * A part of the widget that could not be fetched: said, with a Retry that asks the network again, and a way
 * back to what did load (`onBack`) where there is one.
 */
export const LoadFailed = tracked(function LoadFailed(
  { onRetry, onBack }: { onRetry: () => void; onBack?: () => void },
) {
  const { t, id } = useStore();
  return (
    <div class="rc-actions rc-actions--start">
      <p role="alert">{t('load.failed')}</p>
      <Button id={`${id}-retry`} variant="secondary" onClick={onRetry}>{t('action.retry')}</Button>
      {onBack && <Button variant="link" onClick={onBack}>{t('action.back')}</Button>}
    </div>
  );
});
