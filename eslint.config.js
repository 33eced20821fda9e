// Lint in `npm test`: rules that catch bugs and keep the rooms apart; no style
// rules beside line length (formatting is left to the author).
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = { group: ['node:*'], message: 'No Node built-ins here: this room does no I/O or runs in a browser.' };

/** The rooms meet only through src/contract and HTTP (docs/architecture.md). */
const rooms = [
  {
    files: ['src/widget/**/*.{ts,tsx}'],
    ignores: ['src/widget/**/*.test.{ts,tsx}'],
    patterns: [
      NODE_BUILTINS,
      { group: ['**/bff/**', '**/partner-api/**'], message: 'The widget meets the servers only through HTTP.' },
      {
        group: ['**/contract/product-texts/**'], allowTypeImports: true,
        message: 'Product texts come from the BFF in the shopper\'s language; they never ride in the widget bundle.',
      },
      { group: ['zod', 'zod/*'], allowTypeImports: true, message: 'Keep zod out of the widget bundle: type imports only.' },
      {
        group: ['preact/hooks'],
        message: 'The widget\'s tracked components take their hooks from app/hooks.ts: preact/hooks would add 1.2 KB gzip.',
      },
      {
        regex: '^(?!\\.|preact$|preact/|@preact/signals-core$)',
        allowTypeImports: true,
        message: 'The widget imports only src/contract, its own modules, Preact and @preact/signals-core (app/tracked.ts binds them).',
      },
    ],
  },
  {
    files: ['src/panel/**/*.{ts,tsx}'],
    ignores: ['src/panel/**/*.test.{ts,tsx}'],
    patterns: [
      NODE_BUILTINS,
      { group: ['**/bff/**', '**/partner-api/**', '**/widget/**'], message: 'The panel meets the Partner API only through HTTP.' },
      { group: ['zod', 'zod/*'], allowTypeImports: true, message: 'Keep zod out of the panel bundle: type imports only.' },
      {
        regex: '^(?!\\.|preact$|preact/|@preact/signals$)',
        allowTypeImports: true,
        message: 'The panel imports only src/contract, its own modules and browser packages (preact, @preact/signals).',
      },
    ],
  },
  {
    files: ['src/bff/**/*.ts'],
    patterns: [{ group: ['**/partner-api/**', '**/widget/**'], message: 'The BFF meets the Partner API and the widget only through HTTP.' }],
  },
  {
    files: ['src/partner-api/**/*.ts'],
    patterns: [{ group: ['**/bff/**', '**/widget/**'], message: 'The Partner API knows nothing of its partners\' code.' }],
  },
  {
    files: ['src/server-kit/**/*.ts'],
    ignores: ['src/server-kit/**/*.test.ts'],
    patterns: [
      { group: ['**/bff/**', '**/widget/**', '**/partner-api/**'], message: 'The server kit serves both servers and knows neither.' },
      {
        regex: '^(?!\\.|node:|hono$|hono/)',
        message: 'The server kit imports only hono, node built-ins, src/contract and its own modules.',
      },
    ],
  },
  {
    files: ['src/contract/**/*.ts'],
    patterns: [
      NODE_BUILTINS,
      { group: ['hono', 'hono/*', '@hono/*', 'better-sqlite3', 'ky'], message: 'src/contract holds schemas only: no I/O.' },
      { group: ['**/bff/**', '**/widget/**', '**/partner-api/**'], message: 'src/contract depends on no room.' },
    ],
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { '@stylistic': stylistic },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // A server's handler is declared before the server and set once it listens.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@stylistic/max-len': ['error', {
        code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true,
      }],
    },
  },
  {
    // Walks the OpenAPI document as plain JSON, which has no useful static type.
    files: ['src/partner-api/openapi/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/widget/**/*.{ts,tsx}', 'src/panel/**/*.{ts,tsx}'],
    ignores: ['src/widget/**/*.test.{ts,tsx}', 'src/panel/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // The widget runs on partners' pages: it reports through host events, never the console; the panel shows its
    // errors on the page.
    rules: { 'no-console': 'error' },
  },
  ...rooms.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
);
