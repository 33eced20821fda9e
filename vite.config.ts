import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Plugin, defineConfig } from 'vite';

/**
 * dist/widget/, served by the BFF:
 * - widget.js: the classic-script loader, not hashed so partners can pin one URL;
 * - assets/app-[hash].js: the whole app (Preact and CSS included);
 * - assets/locale-<language>-[hash].js: one entry of messages per language, loaded by the loader
 *   alongside the app (the shopper's at once, another when the locale changes);
 * - assets/embed-[hash].js: the /embed iframe bridge, found by the BFF in
 *   .vite/manifest.json under "src/widget/embed/iframe-bridge.ts".
 */
const LANGUAGES = ['en', 'de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg'];
const localeSource = (language: string) => `src/widget/i18n/${language}.ts`;
const ENTRIES = {
  widget: 'src/widget/loader.ts',
  app: 'src/widget/app/mount.tsx',
  embed: 'src/widget/embed/iframe-bridge.ts',
  ...Object.fromEntries(LANGUAGES.map((language) => [`locale-${language}`, localeSource(language)])),
};

const sri = (bytes: string | Buffer) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/**
 * Writes the app's and each language chunk's name and sha384 into the loader,
 * which starts them all at once, so SRI on widget.js covers the whole widget.
 * Fails the build when the loader would not run as a classic script or when
 * entries share a chunk (the loader could not load it, and the bridge would
 * drag the app along).
 */
function widgetLoader(): Plugin {
  const chunksOf = (bundle: Record<string, { type: string }>) =>
    Object.values(bundle).filter((c) => c.type === 'chunk') as import('vite').Rolldown.OutputChunk[];

  return {
    name: 'road-checkout:widget-loader',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = chunksOf(bundle);
      const shared = chunks.filter((c) => !c.isEntry).map((c) => c.fileName);
      if (shared.length) this.error(`shared chunks are not allowed: ${shared.join(', ')}`);
      if (chunks.filter((c) => c.name.startsWith('locale-')).length !== LANGUAGES.length) this.error('a language chunk is missing');
      const loader = chunks.find((c) => c.name === 'widget');
      if (!loader) return this.error('no loader chunk');
      if (loader.imports.length || loader.exports.length) this.error('widget.js must have no import or export');
      for (const placeholder of ['__RC_APP__', '__RC_APP_INTEGRITY__', '__RC_LOCALES__']) {
        if (loader.code.split(placeholder).length !== 2) this.error(`the loader must name ${placeholder} exactly once`);
      }
    },
    writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist/widget';
      const chunks = chunksOf(bundle);
      // Hash the bytes on disk: exactly what the browser will check.
      const entry = (c: { fileName: string }) => [c.fileName, sri(readFileSync(join(dir, c.fileName)))];
      const app = chunks.find((c) => c.name === 'app');
      if (!app) return this.error('no app chunk');
      const [appFile, appIntegrity] = entry(app);
      const locales = Object.fromEntries(chunks.filter((c) => c.name.startsWith('locale-'))
        .map((c) => [c.name.slice('locale-'.length), entry(c)]));
      const loaderPath = join(dir, 'widget.js');
      const code = readFileSync(loaderPath, 'utf8')
        .replace('__RC_APP_INTEGRITY__', JSON.stringify(appIntegrity))
        .replace('__RC_APP__', JSON.stringify(appFile))
        .replace('__RC_LOCALES__', JSON.stringify(locales));
      writeFileSync(loaderPath, code);
    },
  };
}

export default defineConfig({
  // public/ holds the demo partner page, which is not part of the widget.
  publicDir: false,
  // Chunk URLs are computed by the loader from its own URL, never from the page's.
  base: './',
  plugins: [widgetLoader()],
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    manifest: true,
    // No preload helper: the loader is the only thing that loads the app.
    modulePreload: false,
    rolldownOptions: {
      input: ENTRIES,
      // Keep `mount`: the loader imports it from the app entry.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) => (chunk.name === 'widget' ? 'widget.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
