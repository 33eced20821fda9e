import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Plugin, defineConfig } from 'vite';

/**
 * dist/widget/, served by the BFF:
 * - widget.js: the classic-script loader, not hashed so partners can pin one URL;
 * - assets/app-[hash].js: the first screen (Preact, the store, the product step and its CSS);
 * - assets/locale-<language>-[hash].js: one entry of messages per language, loaded by the loader
 *   alongside the app (the shopper's at once, another when the locale changes);
 * - assets/embed-[hash].js: the /embed iframe bridge, found by the BFF in
 *   .vite/manifest.json under "src/widget/embed/iframe-bridge.ts";
 * - assets/checkout-steps-[hash].js: the steps after the first screen, placing and following the order and their
 *   CSS and the order's status screen, the app's one dynamic import, fetched once the products show and
 *   checked first against the sha256 the build writes into the app (VOUCHED);
 * - assets/manage-[hash].js: what only some orders need (managing a placed order, how it ended, the
 *   unpaid-orders offer, coming back after a reload, a refusal's words), and assets/trip-checkout-[hash].js:
 *   the trip planner and its basket checkout; the checkout steps' dynamic imports, each checked first
 *   against the sha256 the build writes into that chunk (VOUCHED);
 * - assets/step-words-<language>-[hash].js, assets/trip-words-<language>-[hash].js and
 *   assets/later-words-<language>-[hash].js: the words of the checkout steps' chunk, of the trip chunk
 *   and of the manage chunk, one chunk a language, which that chunk imports, checked the same way; a
 *   language's step words are vouched for by that language's chunk, not by the checkout steps' chunk.
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
type Chunk = import('vite').Rolldown.OutputChunk;
/**
 * Chunks another chunk loads itself, through the loader's checked fetch
 * (WidgetLoads.verified): the build writes their names and sha256 into the
 * owner over `placeholder` before the owner's own hash is taken. Words come
 * one chunk a language, imported by `importer`: vouched for all at once by
 * the owner (a map by language: src/widget/trip/trip-words.ts,
 * src/widget/i18n/later.ts), or, where `owner` names the language chunks
 * (`locale`), each by its own language's chunk (a [file, integrity] pair:
 * src/widget/i18n/step-words.ts), so a purchase carries one language's
 * sha256, not ten. A part is one chunk (a pair: src/widget/app/later-parts.ts,
 * and the checkout steps in the app: src/widget/app/on-demand.ts, which
 * leaves the loader room for what the first screen needs sooner).
 * Owners are listed after what they vouch for.
 */
type Words = { words: string; dir: string; importer: string };
type Vouched = { owner: string; placeholder: string } & (Words | { part: string });
const VOUCHED: Vouched[] = [
  { owner: 'trip-checkout', importer: 'trip-checkout', words: 'trip-words', dir: '/src/widget/trip/words/', placeholder: '__RC_TRIP_WORDS__' },
  { owner: 'manage', importer: 'manage', words: 'later-words', dir: '/src/widget/i18n/later/', placeholder: '__RC_LATER_WORDS__' },
  { owner: 'locale', importer: 'checkout-steps', words: 'step-words', dir: '/src/widget/i18n/steps/', placeholder: '__RC_STEP_WORDS__' },
  { owner: 'checkout-steps', part: 'manage', placeholder: '__RC_MANAGE__' },
  { owner: 'checkout-steps', part: 'trip-checkout', placeholder: '__RC_TRIP_CHECKOUT__' },
  { owner: 'app', part: 'checkout-steps', placeholder: '__RC_CHECKOUT_STEPS__' },
];
/** The chunks a vouched entry's names and sha256 are written into: each language's own for `locale`. */
const ownersOf = (v: Vouched) => (v.owner === 'locale' ? LANGUAGES.map((language) => `locale-${language}`) : [v.owner]);
const WORDS = VOUCHED.filter((v): v is Vouched & Words => 'words' in v);
const wordsOf = (c: { facadeModuleId: string | null }) => WORDS.find((w) => c.facadeModuleId?.includes(w.dir));
const vouchFor = (c: { name: string; facadeModuleId: string | null }) =>
  wordsOf(c) ?? VOUCHED.find((v) => 'part' in v && v.part === c.name);
/**
 * A chunk fetched when it is needed, never before the first screen: one the
 * build made for an import() (what the checkout steps load, and the words),
 * or one of the app's own on-demand groups (the checkout steps), which rolldown,
 * once it is a group, no longer calls a dynamic entry.
 */
const onDemand = (c: Chunk, chunks: Chunk[]) =>
  c.isDynamicEntry || !!chunks.find((a) => a.name === 'app')?.dynamicImports.includes(c.fileName);
const partition = (chunks: Chunk[], test: (c: Chunk) => boolean): [Chunk[], Chunk[]] =>
  [chunks.filter(test), chunks.filter((c) => !test(c))];

/**
 * Writes the app's and each language chunk's name and sha256 into the loader,
 * and the name and sha256 of each on-demand chunk into the chunk that loads it
 * (VOUCHED), before that chunk's own hash is taken; each is fetched through
 * a <script integrity>, so SRI on widget.js covers the whole widget (an
 * import() of an on-demand chunk then gets the module the browser already
 * checked). Fails the build when the loader would not run as a classic
 * script, when entries share a chunk (the loader could not load it, and the
 * bridge would drag the app along), or when an on-demand chunk has no
 * chunk to vouch for it.
 */
function widgetLoader(): Plugin {
  const chunksOf = (bundle: Record<string, { type: string }>) =>
    Object.values(bundle).filter((c) => c.type === 'chunk') as import('vite').Rolldown.OutputChunk[];

  return {
    name: 'road-checkout:widget-loader',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = chunksOf(bundle);
      if (!chunks.some((c) => c.name === 'app')) return this.error('no app chunk');
      const shared = chunks.filter((c) => !c.isEntry && !onDemand(c, chunks)).map((c) => c.fileName);
      if (shared.length) this.error(`shared chunks are not allowed: ${shared.join(', ')}`);
      if (chunks.filter((c) => c.name.startsWith('locale-')).length !== LANGUAGES.length) this.error('a language chunk is missing');
      const loader = chunks.find((c) => c.name === 'widget');
      if (!loader) return this.error('no loader chunk');
      if (loader.imports.length || loader.exports.length) this.error('widget.js must have no import or export');
      const [vouched, unvouched] = partition(chunks.filter((c) => onDemand(c, chunks)), (c) => !!vouchFor(c));
      if (unvouched.length) this.error(`no chunk vouches for ${unvouched.map((c) => c.name).join(', ')}: add it to VOUCHED`);
      for (const v of VOUCHED) {
        const importer = chunks.find((c) => c.name === ('words' in v ? v.importer : v.owner));
        const own = vouched.filter((c) => vouchFor(c) === v);
        const count = 'words' in v ? LANGUAGES.length : 1;
        if (own.length !== count || !own.every((c) => importer?.dynamicImports.includes(c.fileName))) {
          this.error(`${importer?.name} must import ${'words' in v ? `one ${v.words} chunk a language` : v.part}, and nothing else may`);
        }
        for (const name of ownersOf(v)) {
          if (!chunks.find((c) => c.name === name)?.code.includes(v.placeholder)) this.error(`${name} must name ${v.placeholder}`);
        }
      }
      for (const placeholder of ['__RC_APP__', '__RC_APP_INTEGRITY__', '__RC_LOCALES__']) {
        if (loader.code.split(placeholder).length !== 2) this.error(`the loader must name ${placeholder} exactly once`);
      }
    },
    writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist/widget';
      const chunks = chunksOf(bundle);
      // Hash the bytes on disk: exactly what the browser will check.
      const entry = (c: { fileName: string }) => [c.fileName, sri(readFileSync(join(dir, c.fileName)))];
      // A chunk vouches for what it loads itself: written into it before its own hash is taken.
      for (const v of VOUCHED) {
        const own = chunks.filter((c) => vouchFor(c) === v);
        for (const name of ownersOf(v)) {
          const owner = chunks.find((c) => c.name === name);
          if (!owner) return this.error(`no ${name} chunk`);
          // A language chunk names its own language's words (a words chunk's name is its language).
          const named = v.owner === 'locale' ? entry(own.find((c) => `locale-${c.name}` === name)!)
            : 'words' in v ? Object.fromEntries(own.map((c) => [c.name, entry(c)])) : entry(own[0]!);
          const path = join(dir, owner.fileName);
          writeFileSync(path, readFileSync(path, 'utf8').replaceAll(v.placeholder, `(${JSON.stringify(named)})`));
        }
      }
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

/**
 * Vite wraps every dynamic import in a preload helper (1.3 KB gzip) even with
 * modulePreload off (vitejs/vite#18551). The app's one import() has nothing
 * to preload (the loader already fetched and checked that chunk), so the
 * helper becomes a plain call.
 */
function noPreloadHelper(): Plugin {
  return {
    name: 'road-checkout:no-preload-helper',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => 'export const __vitePreload = (load) => load();',
    },
  };
}

/**
 * Each language's chunk exports the [file, integrity] of its step words (VOUCHED, owner `locale`), which
 * the build writes over the placeholder; added here because unbuilt (unit tests) there is no chunk to vouch for.
 */
function languageVouchesForStepWords(): Plugin {
  return {
    name: 'road-checkout:language-vouches-for-step-words',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: new RegExp(`/src/widget/i18n/(${LANGUAGES.join('|')})\\.ts$`) },
      handler: (code) => `${code}\nexport const stepWords = __RC_STEP_WORDS__;\n`,
    },
  };
}

/**
 * JSX as Preact's `h` calls, each view importing it, instead of the automatic runtime's `jsx()`: 156 B gzip
 * less on a purchase (the runtime module and its import in every chunk go). The types and the unit tests keep
 * tsconfig's automatic runtime; both build the same vnodes, and the e2e journeys run this build.
 */
function preactH(): Plugin {
  return {
    name: 'road-checkout:preact-h',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx$/ },
      handler: (code) => `import { h, Fragment } from 'preact';${code}`,
    },
  };
}

export default defineConfig({
  // public/ holds the demo partner page, which is not part of the widget.
  publicDir: false,
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  // Chunk URLs are computed by the loader from its own URL, never from the page's.
  base: './',
  plugins: [preactH(), noPreloadHelper(), languageVouchesForStepWords(), widgetLoader()],
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    manifest: true,
    // No preload helper: the loader is the only thing that loads the app.
    modulePreload: false,
    rolldownOptions: {
      input: ENTRIES,
      // Keep `mount` (the loader imports it from the app entry), and let the app export more: what it
      // shares with its on-demand chunk then stays in the app instead of a shared chunk the loader cannot check.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // The app entry with everything it imports, as one group: rolldown keeps a module in the app only when
        // the chunk that uses it is loaded by the app itself, so one the checkout steps' chunk loads (VOUCHED)
        // would pull what they all use (Preact, the store's context) into a shared chunk.
        // The checkout steps' chunk is a group the same way, one level down: what it shares with the chunks it
        // loads (the order stream, the contract's checks) stays in it, not in the app the first screen waits for.
        codeSplitting: {
          groups: [
            { name: 'app', test: /\/src\/widget\/app\/mount\.tsx$/, priority: 2 },
            { name: 'checkout-steps', test: /\/src\/widget\/app\/checkout-steps\.ts$/, priority: 1 },
          ],
        },
        entryFileNames: (chunk) => (chunk.name === 'widget' ? 'widget.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: (chunk) => `assets/${wordsOf(chunk) ? `${wordsOf(chunk)!.words}-` : ''}[name]-[hash].js`,
      },
    },
  },
});
