import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest key of the iframe bridge entry (vite's `build.manifest`). */
const BRIDGE_ENTRY = 'src/widget/embed/iframe-bridge.ts';
/** The manifest keys of the app entry and of each language's entry. */
const APP_ENTRY = 'src/widget/app/mount.tsx';
const LANGUAGE_ENTRY = /^src\/widget\/i18n\/([a-z]{2})\.ts$/;

/** A chunk under the widget dir (e.g. `assets/app-1a2b.js`) and the sha256 of its bytes, as SRI writes it. */
export interface Chunk {
  file: string;
  integrity: string;
}

/** What the first screen loads besides the loader: the app and one language, by language code. */
export interface FirstScreenChunks {
  app: Chunk;
  languages: Readonly<Record<string, Chunk>>;
}

export interface WidgetBuild {
  /** Whether `widget.js` is there to serve. */
  built: boolean;
  /** Path of the bridge script under the widget dir (e.g. `assets/embed-1a2b.js`), if the manifest names it. */
  bridgeScript: string | null;
  /** widget.js's text, which /embed inlines to save its frame a round trip. */
  loaderSource: string | null;
  /** The chunks /embed asks for in its head, before its inline loader has run; null if the manifest lacks them. */
  firstScreen: FirstScreenChunks | null;
}

type Manifest = Record<string, { file?: unknown } | undefined>;

/** Looks at the built widget once at start; the BFF serves what was there then. */
export function readWidgetBuild(widgetDir: string, warn: (message: string) => void): WidgetBuild {
  if (!existsSync(join(widgetDir, 'widget.js'))) {
    warn(`BFF: no built widget in ${widgetDir}: run \`npm run build\` first; /widget.js, /assets/* and /embed answer 404 until then.`);
    return { built: false, bridgeScript: null, loaderSource: null, firstScreen: null };
  }
  const manifest = readManifest(join(widgetDir, '.vite', 'manifest.json'));
  const bridgeScript = servedFile(manifest[BRIDGE_ENTRY]);
  if (!bridgeScript) warn(`BFF: ${widgetDir}/.vite/manifest.json does not name ${BRIDGE_ENTRY}: run \`npm run build\`; /embed answers 404 until then.`);
  return {
    built: true,
    bridgeScript,
    loaderSource: readFileSync(join(widgetDir, 'widget.js'), 'utf8'),
    firstScreen: readFirstScreen(widgetDir, manifest),
  };
}

function readManifest(path: string): Manifest {
  try {
    const manifest: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return manifest && typeof manifest === 'object' ? manifest as Manifest : {};
  } catch {
    return {};
  }
}

/** Only a flat file under assets/ is served by /assets/*; anything else would be a broken page. */
function servedFile(entry: { file?: unknown } | undefined): string | null {
  const file = entry?.file;
  return typeof file === 'string' && /^assets\/[A-Za-z0-9._-]+\.js$/.test(file) ? file : null;
}

/**
 * Hashes the bytes on disk, as the build did for the loader (vite.config.ts): the same integrity, so the
 * loader's own <script> takes what the page's head fetched. A chunk missing from disk leaves /embed without hints.
 */
function readFirstScreen(widgetDir: string, manifest: Manifest): FirstScreenChunks | null {
  const chunk = (entry: { file?: unknown } | undefined): Chunk | null => {
    const file = servedFile(entry);
    if (!file || !existsSync(join(widgetDir, file))) return null;
    return { file, integrity: `sha256-${createHash('sha256').update(readFileSync(join(widgetDir, file))).digest('base64')}` };
  };
  const app = chunk(manifest[APP_ENTRY]);
  const languages: Record<string, Chunk> = {};
  for (const [key, entry] of Object.entries(manifest)) {
    const language = LANGUAGE_ENTRY.exec(key)?.[1];
    const found = language ? chunk(entry) : null;
    if (language && found) languages[language] = found;
  }
  return app && Object.keys(languages).length ? { app, languages } : null;
}
