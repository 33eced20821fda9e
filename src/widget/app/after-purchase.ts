import type { WidgetLoads } from '../types.ts';

/**
 * The order's status screen, in a chunk of its own that the app fetches while
 * the payment page shows (on-demand.ts, PaymentStep): all a purchase needs
 * once paid. What only some orders need comes in the manage chunk this chunk
 * loads (manage.ts).
 */
export { StatusStep } from '../steps/status/StatusStep.tsx';

/**
 * The manage chunk's file and sha256, which the build writes over this name
 * (vite.config.ts VOUCHED), so this chunk, itself checked by the loader,
 * vouches for the part it loads. Unbuilt (unit tests) there is no chunk to check.
 */
declare const __RC_MANAGE__: [file: string, integrity: string];

/** The manage chunk with its words in `locale`; the loader asks again after a failure. */
export async function loadManage(verified: WidgetLoads['verified'], locale: string) {
  if (typeof __RC_MANAGE__ !== 'undefined') await verified(...__RC_MANAGE__);
  const chunk = await import('./manage.ts');
  await chunk.loadLaterWords(locale, verified);
  return chunk;
}
