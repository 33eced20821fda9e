import type { MiddlewareHandler } from 'hono';

export interface SecurityHeadersOptions {
  /** The server's public URL: browsers are told to use https only (HSTS) when it is https. */
  publicUrl: string;
  /** Referrer-Policy of answers that do not set their own. */
  referrerPolicy: string;
  /**
   * `DENY`: no page of this server is framed anywhere (pages that are framed on purpose say where with CSP
   * `frame-ancestors` themselves). false: no X-Frame-Options.
   */
  frameOptions: 'DENY' | false;
  /**
   * `same-origin`: no other site's page may load this server's answers as an image, script or the like. false
   * for a server whose scripts partner pages load (the BFF's widget).
   */
  resourcePolicy: 'same-origin' | false;
}

/** A year, the value HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The one set of security headers of both servers, by lowercase name: never sniff a content type (a JSON error
 * must never run as script), no full URL in Referer, HSTS behind an https public URL, and optionally no framing
 * and no cross-site loading. Other headers (COOP, the obsolete X-XSS-Protection...) either change what a page
 * may open or do nothing today; each server's pages set what they need.
 */
export function securityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': options.referrerPolicy,
    ...(new URL(options.publicUrl).protocol === 'https:' && { 'strict-transport-security': HSTS }),
    ...(options.frameOptions && { 'x-frame-options': options.frameOptions }),
    ...(options.resourcePolicy && { 'cross-origin-resource-policy': options.resourcePolicy }),
  };
}

/**
 * Adds securityHeaderValues to every answer. A header an answer set itself (a page's own CSP, the payment page's
 * referrer policy) is kept.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const values = Object.entries(securityHeaderValues(options));
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of values) if (!headers.has(name)) headers.set(name, value);
    // A page that names who may frame it (the payment page inside the partner's widget) must not also say DENY.
    const ancestors = /frame-ancestors ([^;]*)/.exec(headers.get('Content-Security-Policy') ?? '')?.[1]?.trim();
    if (ancestors && ancestors !== "'none'") headers.delete('X-Frame-Options');
  };
}
