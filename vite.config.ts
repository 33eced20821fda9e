import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Plugin, defineConfig } from 'vite';

/**
 * dist/widget/, served by the BFF:
 * - widget.js: the classic-script loader, not hashed so partners can pin one URL;
 * - assets/app-[hash].js: the whole app (Preact and CSS included);
 * - assets/locale-<language>-[hash].js: one entry of messages per language, loaded by the app;
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

const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Writes the app chunk's name and sha384 into the loader, and each language
 * chunk's sha384 into the app, so SRI on widget.js covers the whole widget.
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
    // The app carries the languages' names and integrity, so its hashed name must change with them.
    augmentChunkHash(chunk) {
      if (chunk.name === 'app') return LANGUAGES.map((language) => readFileSync(localeSource(language), 'utf8')).join('\0');
    },
    generateBundle(_output, bundle) {
      const chunks = chunksOf(bundle);
      const shared = chunks.filter((c) => !c.isEntry).map((c) => c.fileName);
      if (shared.length) this.error(`shared chunks are not allowed: ${shared.join(', ')}`);
      const languages = chunks.filter((c) => c.name.startsWith('locale-'));
      if (languages.length !== LANGUAGES.length) this.error('a language chunk is missing');
      const app = chunks.find((c) => c.name === 'app');
      const placeholder = /(["'`])__RC_LOCALE_SRI__\1/g;
      if (app?.code.match(placeholder)?.length !== 1) return this.error('the app lost its language integrity placeholder');
      const map = Object.fromEntries(languages.map((c) => [
        c.name.slice('locale-'.length), [`./${c.fileName.split('/').pop()}`, sri(c.code)],
      ]));
      app.code = app.code.replace(placeholder, JSON.stringify(JSON.stringify(map)));
      const loader = chunks.find((c) => c.name === 'widget');
      if (!loader) return this.error('no loader chunk');
      if (loader.imports.length || loader.exports.length) this.error('widget.js must have no import or export');
      if (!loader.code.includes('__RC_APP__') || !loader.code.includes('__RC_APP_INTEGRITY__')) {
        this.error('the loader lost its placeholders');
      }
    },
    writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist/widget';
      const app = chunksOf(bundle).find((c) => c.name === 'app');
      if (!app) return this.error('no app chunk');
      // Hash the bytes on disk: exactly what the browser will check.
      const integrity = sri(readFileSync(join(dir, app.fileName)));
      const loaderPath = join(dir, 'widget.js');
      const code = readFileSync(loaderPath, 'utf8')
        .replaceAll('__RC_APP_INTEGRITY__', JSON.stringify(integrity))
        .replaceAll('__RC_APP__', JSON.stringify(app.fileName));
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
