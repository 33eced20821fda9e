import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PanelSizes {
  /** index.html, the app chunk (Preact included) and its CSS. */
  appGzip: number;
  largestLanguageGzip: number;
  /** What a partner downloads to see the panel in one language other than English. */
  wholeGzip: number;
}

interface ManifestEntry { file: string; isEntry?: boolean; isDynamicEntry?: boolean; css?: string[] }

/** Gzip -9 bytes of the built partner panel (dist/panel), read from vite's manifest. */
export function panelSizes(panelDir: string): PanelSizes {
  const manifest = JSON.parse(readFileSync(join(panelDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const gz = (file: string) => gzipSync(readFileSync(join(panelDir, file)), { level: 9 }).length;
  const app = Object.values(manifest).find((e) => e.isEntry);
  if (!app) throw new Error('no entry in the panel manifest');
  const appGzip = gz('index.html') + gz(app.file) + (app.css ?? []).reduce((sum, css) => sum + gz(css), 0);
  // Languages only: the sandbox screen is a dynamic chunk too, fetched only where the sandbox runs.
  const languages = Object.entries(manifest).filter(([source, e]) => e.isDynamicEntry && source.startsWith('i18n/'));
  const largestLanguageGzip = Math.max(0, ...languages.map(([, e]) => gz(e.file)));
  return { appGzip, largestLanguageGzip, wholeGzip: appGzip + largestLanguageGzip };
}
