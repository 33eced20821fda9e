import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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
 * The one set of security headers of both servers (Hono's secureHeaders, configured per server): never sniff a
 * content type (a JSON error must never run as script), no full URL in Referer, HSTS behind an https public URL,
 * and optionally no framing and no cross-site loading. A header an answer set itself (a page's own CSP, the
 * payment page's referrer policy) is kept.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const secure = secureHeaders({
    overwrite: false,
    xContentTypeOptions: true,
    referrerPolicy: options.referrerPolicy,
    strictTransportSecurity: new URL(options.publicUrl).protocol === 'https:' ? HSTS : false,
    xFrameOptions: options.frameOptions,
    crossOriginResourcePolicy: options.resourcePolicy,
    // The rest of Hono's defaults either change what a page may open (COOP) or are obsolete; each server's pages
    // set what they need.
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return async (c, next) => {
    await secure(c, next);
    // A page that names who may frame it (the payment page inside the partner's widget) must not also say DENY.
    const ancestors = /frame-ancestors ([^;]*)/.exec(c.res.headers.get('Content-Security-Policy') ?? '')?.[1]?.trim();
    if (ancestors && ancestors !== "'none'") c.res.headers.delete('X-Frame-Options');
  };
}
