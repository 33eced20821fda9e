import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface WidgetFile {
  contentType: string;
  etag: string;
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.map', '.svg']);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot);
}

/**
 * Reads widget.js and assets/* once at start and compresses each at the
 * highest levels there: the bytes never change while the BFF runs, so a
 * request only picks one of the ready bodies (never compresses per request).
 * Keys are URL paths (`/widget.js`, `/assets/app-1a2b.js`).
 */
export function loadWidgetFiles(widgetDir: string): Map<string, WidgetFile> {
  const files = new Map<string, WidgetFile>();
  const add = (urlPath: string, path: string) => {
    const raw = new Uint8Array(readFileSync(path));
    const extension = extensionOf(path);
    const compressible = COMPRESSIBLE.has(extension);
    files.set(urlPath, {
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
      bodies: {
        identity: raw,
        gzip: compressible ? new Uint8Array(gzipSync(raw, { level: 9 })) : raw,
        br: compressible
          ? new Uint8Array(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
          : raw,
      },
    });
  };
  add('/widget.js', join(widgetDir, 'widget.js'));
  const assets = join(widgetDir, 'assets');
  if (existsSync(assets)) {
    for (const entry of readdirSync(assets, { withFileTypes: true })) {
      if (entry.isFile()) add(`/assets/${entry.name}`, join(assets, entry.name));
    }
  }
  return files;
}

/** The best encoding the client accepts (RFC 9110 Accept-Encoding, q=0 meaning "not this one"). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}
