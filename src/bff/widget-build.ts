import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest key of the iframe bridge entry (vite's `build.manifest`). */
const BRIDGE_ENTRY = 'src/widget/embed/iframe-bridge.ts';

export interface WidgetBuild {
  /** Whether `widget.js` is there to serve. */
  built: boolean;
  /** Path of the bridge script under the widget dir (e.g. `assets/embed-1a2b.js`), if the manifest names it. */
  bridgeScript: string | null;
  /** widget.js's text, which /embed inlines to save its frame a round trip. */
  loaderSource: string | null;
}

/** Looks at the built widget once at start; the BFF serves what was there then. */
export function readWidgetBuild(widgetDir: string, warn: (message: string) => void): WidgetBuild {
  if (!existsSync(join(widgetDir, 'widget.js'))) {
    warn(`BFF: no built widget in ${widgetDir}: run \`npm run build\` first; /widget.js, /assets/* and /embed answer 404 until then.`);
    return { built: false, bridgeScript: null, loaderSource: null };
  }
  const bridgeScript = readBridgeScript(join(widgetDir, '.vite', 'manifest.json'));
  if (!bridgeScript) warn(`BFF: ${widgetDir}/.vite/manifest.json does not name ${BRIDGE_ENTRY}: run \`npm run build\`; /embed answers 404 until then.`);
  return { built: true, bridgeScript, loaderSource: readFileSync(join(widgetDir, 'widget.js'), 'utf8') };
}

function readBridgeScript(manifestPath: string): string | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return null;
  }
  const entry = (manifest as Record<string, { file?: unknown } | undefined>)[BRIDGE_ENTRY];
  const file = entry?.file;
  // Only a flat file under assets/ is served by /assets/*; anything else would be a broken page.
  return typeof file === 'string' && /^assets\/[A-Za-z0-9._-]+\.js$/.test(file) ? file : null;
}
