import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { OutboundTarget } from './outbound-policy.ts';

export interface PinnedAnswer {
  status: number;
  /** The answer's body, stream of bytes; the caller reads what it needs, the rest is dropped with the socket. */
  body: AsyncIterable<Uint8Array>;
}

/**
 * POSTs to a target the outbound policy judged, on a socket connected to the address it judged (whatever the
 * name resolves to by now), with TLS still checked against the name. Redirects are answers like any other:
 * never followed. A fresh connection each time, so no pooled socket outlives its check.
 */
export function pinnedPost(
  target: OutboundTarget, init: { headers: Record<string, string>; body: string; signal: AbortSignal },
): Promise<PinnedAnswer> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(target.url, {
      method: 'POST',
      headers: { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) },
      lookup,
      agent: false,
      signal: init.signal,
    }, (response) => resolve({ status: response.statusCode ?? 0, body: response }));
    request.once('error', reject);
    request.end(init.body);
  });
}
