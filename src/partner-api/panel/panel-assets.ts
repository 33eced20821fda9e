import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Own scripts and styles only, never framed: the page handles a partner's account. */
const PAGE_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
  + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * GET /panel (the page) and /panel/assets/* (hashed, immutable), read once at start from the built panel. The
 * page's screens are hash routes, so every screen is this one page.
 */
export function panelAssetRoutes(panelDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexPath = join(panelDir, 'index.html');
  if (!existsSync(indexPath)) {
    return app.get('*', () => {
      throw ProblemError.of(404, 'panel_not_built', 'The partner panel has not been built', {
        detail: 'Run `npm run build` and restart the Partner API.',
      });
    });
  }
  const page = readFileSync(indexPath);
  const assets = new Map<string, Buffer>();
  const assetDir = join(panelDir, 'assets');
  if (existsSync(assetDir)) {
    for (const name of readdirSync(assetDir)) assets.set(name, readFileSync(join(assetDir, name)));
  }

  return app
    .get('/', (c) => c.body(new Uint8Array(page), 200, {
      'Content-Type': CONTENT_TYPES['.html'] as string,
      'Content-Security-Policy': PAGE_POLICY,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    }))
    .get('/assets/:name', (c) => {
      const name = c.req.param('name');
      const body = assets.get(name);
      if (!body) throw ProblemError.of(404, 'not_found', 'There is nothing at this address');
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
