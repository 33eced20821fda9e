import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../problem-response.ts';

/**
 * GET /widget.js and /assets/*: the built widget, loaded cross-origin by
 * partner pages. widget.js keeps its name across builds, so it is cached
 * briefly; assets have content hashes in their names, so they never change.
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
  const files = serveStatic({ root: widgetDir });
  // Headers go on found files only: a 404 must not be cached for a year.
  const cached = (cacheControl: string): MiddlewareHandler => async (c, next) => {
    await next();
    if (!c.res.ok && c.res.status !== 304) return;
    c.res.headers.set('Cache-Control', cacheControl);
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
  return app
    .get('/widget.js', cached('public, max-age=300'), files)
    .get('/assets/*', cached('public, max-age=31536000, immutable'), files);
}
