import type { MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { assertAccessAllowed } from '../debt/access.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { partnerOfPresentedKey } from './presented-key.ts';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** A disabled partner may still read what it owes and how to get access back. */
const OPEN_WHILE_DISABLED = new Set(['GET /public/account', 'HEAD /public/account']);

function unauthorized(detail: string, error?: 'invalid_token'): ProblemError {
  const challenge = error ? `Bearer realm="partner-api", error="${error}"` : 'Bearer realm="partner-api"';
  return new ProblemError(problem(401, 'unauthorized', 'A valid API key is required', { detail }), { 'WWW-Authenticate': challenge });
}

/**
 * `Authorization: Bearer <API key>` on every /public route and /mcp; sets
 * `partner`. It also refuses a partner whose access the debt control has
 * disabled (403), so every surface that authenticates gets that rule.
 */
export function bearerAuth(core: PartnerApiCore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) throw unauthorized('Send the header Authorization: Bearer <API key>.');
    const match = BEARER.exec(header.trim());
    if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <API key>".', 'invalid_token');
    const partner = partnerOfPresentedKey(core, c, match[1]);
    if (!partner) throw unauthorized('This API key is not known.', 'invalid_token');
    if (!OPEN_WHILE_DISABLED.has(`${c.req.method} ${c.req.path}`)) assertAccessAllowed(core, partner);
    c.set('partner', partner);
    await next();
  };
}
