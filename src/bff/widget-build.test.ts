import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readWidgetBuild } from './widget-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function widgetDir(manifest: unknown, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rc-widget-build-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'widget.js'), 'customElements;');
  writeFileSync(join(dir, '.vite/manifest.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

const MANIFEST = {
  'src/widget/app/mount.tsx': { file: 'assets/app-1.js' },
  'src/widget/i18n/de.ts': { file: 'assets/locale-de-2.js' },
  'src/widget/i18n/later/de.ts': { file: 'assets/later-words-de-3.js' },
  'src/widget/embed/iframe-bridge.ts': { file: 'assets/embed-4.js' },
};

describe('readWidgetBuild', () => {
  it('names the first screen\'s chunks with the sha256 of their bytes on disk, for /embed to ask for early', () => {
    const dir = widgetDir(MANIFEST, {
      'assets/app-1.js': 'export const app = 1;', 'assets/locale-de-2.js': 'export const messages = {};',
    });
    const build = readWidgetBuild(dir, () => {});
    expect(build.bridgeScript).toBe('assets/embed-4.js');
    // Computed with `printf %s '<text>' | openssl dgst -sha256 -binary | base64`; a step's words are not a language.
    expect(build.firstScreen).toEqual({
      app: { file: 'assets/app-1.js', integrity: 'sha256-GJeCi4RREPlUnusYVNGBVeEn1k9vBU+O0v0yZ9eK710=' },
      languages: { de: { file: 'assets/locale-de-2.js', integrity: 'sha256-UP0ECGM0M6UmhpDYMiiBf6zYay7tjPZqXs8Nn0gsCEc=' } },
    });
  });

  it('names none when a chunk is missing from disk or the manifest is unreadable, and still serves the widget', () => {
    const warnings: string[] = [];
    const missing = readWidgetBuild(widgetDir(MANIFEST, { 'assets/locale-de-2.js': 'x' }), (m) => warnings.push(m));
    expect(missing).toMatchObject({ built: true, bridgeScript: 'assets/embed-4.js', firstScreen: null });
    const unreadable = readWidgetBuild(widgetDir('{not json', {}), (m) => warnings.push(m));
    expect(unreadable).toMatchObject({ built: true, bridgeScript: null, firstScreen: null });
    expect(warnings).toHaveLength(1);
  });

  it('refuses a manifest file outside assets/, which /assets/* would not serve', () => {
    const dir = widgetDir({ ...MANIFEST, 'src/widget/app/mount.tsx': { file: '../secret.js' } }, { 'assets/locale-de-2.js': 'x' });
    expect(readWidgetBuild(dir, () => {}).firstScreen).toBeNull();
  });
});
