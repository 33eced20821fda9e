import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { loadWidgetFiles, pickEncoding } from '../widget-files.ts';

/** widget.js keeps its name across builds: partners' pages pick up a new build within 5 minutes. */
const LOADER_CACHE = 'public, max-age=300';
/** Assets have content hashes in their names, so a name never changes its bytes. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /widget.js and /assets/*: the built widget, loaded cross-origin by
 * partner pages, from memory, brotli or gzip as the browser accepts.
 */
export function widgetAssetsRoute(widgetDir: string, built: boolean): Hono {
  const app = new Hono();
  if (!built) {
    const notBuilt: MiddlewareHandler = () => {
      throw new ProblemError(problem(404, 'widget_not_built', 'The widget has not been built', {
        detail: 'Run `npm run build` and restart the BFF.',
      }));
    };
    return app.get('/widget.js', notBuilt).get('/assets/*', notBuilt);
  }
  const files = loadWidgetFiles(widgetDir);
  const serve = (cacheControl: string) => (c: Context) => {
    const file = files.get(c.req.path);
    if (!file) throw new ProblemError(problem(404, 'not_found', 'There is nothing at this address'));
    c.header('Cache-Control', cacheControl);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Vary', 'Accept-Encoding');
    c.header('ETag', file.etag);
    if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const body = file.bodies[encoding];
    if (encoding !== 'identity' && body !== file.bodies.identity) c.header('Content-Encoding', encoding);
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(body.byteLength));
    return c.body(body);
  };
  return app.get('/widget.js', serve(LOADER_CACHE)).get('/assets/*', serve(ASSET_CACHE));
}
