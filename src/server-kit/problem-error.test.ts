import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ProblemError } from './problem-error.ts';
import { errorHandler, notFound } from './problem-handlers.ts';

function appThrowing(error: unknown, logged: unknown[][] = []) {
  const app = new Hono();
  app.onError(errorHandler({ log: (...args) => logged.push(args), internalDetail: 'Retry later.' }));
  app.notFound(notFound);
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

describe('ProblemError', () => {
  it('is named, says its status and code, and keeps its cause', () => {
    const cause = new SyntaxError('Unexpected token');
    const error = ProblemError.of(400, 'invalid_json', 'The body is not valid JSON', {}, { cause });
    expect(error.name).toBe('ProblemError');
    expect(error.message).toBe('400 invalid_json: The body is not valid JSON');
    expect(error.cause).toBe(cause);
    expect(error).toBeInstanceOf(Error);
  });

  it('is answered as problem+json with its status, headers and body, uncached', async () => {
    const error = ProblemError.of(429, 'rate_limited', 'Too many requests');
    const thrown = new ProblemError(error.problem, { 'Retry-After': '7' });
    const res = await appThrowing(thrown).request('/boom');
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ type: expect.any(String), status: 429, code: 'rate_limited', title: 'Too many requests' });
  });

  it('hides any other error behind a logged 500 that says what to do', async () => {
    const logged: unknown[][] = [];
    const secret = new Error('SQLITE_CORRUPT at /var/data/orders.db');
    const res = await appThrowing(secret, logged).request('/boom');
    expect(res.status).toBe(500);
    const body = await res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ status: 500, code: 'internal_error', detail: 'Retry later.' });
    expect(JSON.stringify(body)).not.toContain('SQLITE');
    expect(logged).toEqual([['unexpected error on GET /boom', secret]]);
  });

  it('answers 499 to a client that closed its request, noted in one line without the error', async () => {
    const logged: unknown[][] = [];
    const notes: string[] = [];
    const app = new Hono();
    app.onError(errorHandler({
      log: (...args) => logged.push(args), logClientAbort: (message) => notes.push(message),
    }));
    app.post('/upload', () => {
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    });
    const gone = new AbortController();
    gone.abort();
    const res = await app.request(new Request('http://server.test/upload', { method: 'POST', signal: gone.signal }));
    expect(res.status).toBe(499);
    expect(await res.json()).toMatchObject({ code: 'client_closed_request' });
    expect(logged).toEqual([]);
    expect(notes).toEqual(['client closed the request before it was answered: POST /upload']);
  });

  it('answers an unknown route with a 404 problem naming it', async () => {
    const res = await appThrowing(null).request('/nowhere', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found', detail: 'DELETE /nowhere does not exist.' });
  });
});
