import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { openApiDocument } from './document.ts';
import { REFERENCE_PAGE_POLICY, referencePage } from './reference-page.ts';

/**
 * `GET /openapi.json` and `GET /docs`, without a key: a partner reads the
 * reference before it has one. Both are built on first use, not per request
 * (the document converts every contract schema) and not at start (most test
 * apps never ask for them).
 */
export function openApiRoutes(core: PartnerApiCore): Hono<AppEnv> {
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const built = () => (document ??= openApiDocument(core.publicUrl));
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(built(), 200, { 'Cache-Control': 'public, max-age=300' }))
    .get('/docs', (c) => c.html(page ??= referencePage(built()), 200, {
      'Cache-Control': 'public, max-age=300', 'Content-Security-Policy': REFERENCE_PAGE_POLICY,
    }));
}
