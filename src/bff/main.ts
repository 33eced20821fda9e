/** Starts the BFF alone, from process.env: `tsx src/bff/main.ts`. */
import { startBff } from './start-bff.ts';
import { loadBffSettings } from './settings.ts';
import type { BffSettings } from './settings.ts';

let settings: BffSettings;
try {
  settings = loadBffSettings(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  const bff = await startBff(settings);
  const stop = () => {
    bff.close().then(() => process.exit(0), (error: unknown) => {
      console.error('BFF: could not close cleanly:', error instanceof Error ? error.message : error);
      process.exit(1);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Printed only once the signals are handled: whoever reads the URL may stop us at once.
  console.log(`BFF listening on ${bff.url}`);
} catch (error) {
  console.error(`BFF could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
