import type { Server } from 'node:http';
import net from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulCloser } from '../../src/server-kit/graceful-close.ts';
import { listen } from '../../src/server-kit/listen.ts';
import { errorHandler } from '../../src/server-kit/problem-handlers.ts';
import { startApi, STANDARD_KEY } from './support/attacker.ts';

/** Issue 16, finding 4: one client that never finishes its request body must not hold a shutdown forever. */
let client: net.Socket | undefined;
afterEach(() => {
  client?.destroy();
  client = undefined;
});

async function slowUploader(port: number, path = '/upload', headers = ''): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a":`);
  return socket;
}

describe('the shared graceful close (issue 16)', () => {
  it('lets a request finish within the deadline, then destroys what is left and resolves', async () => {
    const started = vi.fn();
    // The upload fails when its socket is destroyed: a client abort to the servers' own error handler.
    const app = new Hono().onError(errorHandler({ log: () => undefined })).post('/upload', async (c) => {
      started();
      return c.json(await c.req.json());
    });
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    const close = gracefulCloser(server, { deadlineMs: 300 });
    const port = await listen(server, 0, '127.0.0.1');
    client = await slowUploader(port);
    await vi.waitFor(() => expect(started).toHaveBeenCalled());
    const ended = new Promise((resolve) => client?.once('close', resolve));
    const begun = performance.now();
    await close();
    await ended;
    const took = performance.now() - begun;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(5_000);
  }, 10_000);

  it('does not wait for the deadline when nothing is in flight', async () => {
    const server = createAdaptorServer({ fetch: new Hono().get('/', (c) => c.text('ok')).fetch }) as Server;
    const close = gracefulCloser(server, { deadlineMs: 60_000 });
    const port = await listen(server, 0, '127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('ok');
    const begun = performance.now();
    await close();
    expect(performance.now() - begun).toBeLessThan(5_000);
  });

  it('stops the Partner API although a client never finishes its order body', async () => {
    const api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    client = await slowUploader(Number(new URL(api.url).port), '/public/orders', `Authorization: Bearer ${STANDARD_KEY}\r\n`);
    const ended = new Promise((resolve) => client?.once('close', resolve));
    // A round trip on another connection: by its answer the server has read the upload's headers.
    expect((await fetch(`${api.url}/openapi.json`)).status).toBe(200);
    await api.close();
    await ended;
  }, 20_000);
});
