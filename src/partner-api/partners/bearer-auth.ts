import type { MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/open-database.ts';
import { HttpProblem } from '../http/http-problem.ts';
import { findPartnerByKey } from './partners.ts';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

function unauthorized(detail: string, error?: 'invalid_token'): HttpProblem {
  const challenge = error ? `Bearer realm="partner-api", error="${error}"` : 'Bearer realm="partner-api"';
  return new HttpProblem(problem(401, 'unauthorized', 'A valid API key is required', { detail }), { 'WWW-Authenticate': challenge });
}

/** `Authorization: Bearer <API key>` on every /public route; sets `partner`. */
export function bearerAuth(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) throw unauthorized('Send the header Authorization: Bearer <API key>.');
    const match = BEARER.exec(header.trim());
    if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <API key>".', 'invalid_token');
    const partner = findPartnerByKey(db, match[1]);
    if (!partner) throw unauthorized('This API key is not known.', 'invalid_token');
    c.set('partner', partner);
    await next();
  };
}
