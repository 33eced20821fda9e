import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF: a state change a browser sends must come from the service's own origin, the one of the configured public
 * URL: never the request's own Host, which a DNS-rebinding page sets to its own name. Browsers send `Origin` on
 * every such fetch; `Sec-Fetch-Site` covers one that does not. A request with neither comes from no browser but
 * from a tool (curl, a script): `tools` says whether it passes (the sandbox controls) or not (the panel).
 */
export function sameOriginChanges(
  core: PartnerApiCore, tools: 'pass' | 'refuse', refusal: { title: string; detail: string },
): MiddlewareHandler<AppEnv> {
  const ownOrigin = new URL(core.publicUrl).origin;
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const allowed = origin !== undefined ? origin === ownOrigin
        : site !== undefined ? site === 'same-origin'
        : tools === 'pass';
      if (!allowed) throw ProblemError.of(403, 'cross_origin_refused', refusal.title, { detail: refusal.detail });
    }
    await next();
  };
}
