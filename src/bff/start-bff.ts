import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { gracefulCloser } from '../server-kit/graceful-close.ts';
import { listen } from '../server-kit/listen.ts';
import { jsonBffLog } from './bff-log.ts';
import type { FastPath } from './catalogue-fast-path.ts';
import { OrderEvents } from './order-events.ts';
import { type BffAppOptions, createBff } from './server.ts';
import type { BffSettings } from './settings.ts';
import { openStorage } from './storage/open-storage.ts';

/** How often startBff runs the due background work. */
const DUE_WORK_INTERVAL_MS = 15_000;

export interface RunningBff {
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database, listens, and serves. With port 0 and no explicit
 * public URL, the public URL gets the port the system picked.
 */
export async function startBff(
  settings: BffSettings, options: Omit<BffAppOptions, 'storage' | 'events'> = {},
): Promise<RunningBff> {
  const storage = await openStorage(settings, options.now);
  const startLog = options.log ?? jsonBffLog();
  const events = new OrderEvents(storage.changes, (message) => startLog.warn(message));
  let app: Hono | undefined;
  let fastPath: FastPath = () => false;
  const appListener = getRequestListener(
    (request, env) => (app as Hono).fetch(request, env), { hostname: settings.host },
  );
  const server = createServer((request, response) => {
    if (!fastPath(request, response)) void appListener(request, response);
  });
  const closeServer = gracefulCloser(server);
  let port: number;
  try {
    port = await listen(server, settings.port, settings.host);
  } catch (error) {
    await storage.close();
    throw error;
  }
  const publicUrl = settings.port === 0 ? settings.publicUrl.replace(/:0$/, `:${port}`) : settings.publicUrl;
  // Only microtasks ran since 'listening', so no request has been read before the app exists.
  let work = Promise.resolve();
  let closing = false;
  const runDue = () => {
    if (closing) return;
    work = work.then(() => bff.runDue()).catch((error: unknown) => startLog.error('BFF: background work failed', error));
  };
  const wakes = new Set<ReturnType<typeof setTimeout>>();
  const wakeAfter = (ms: number) => {
    if (closing) return;
    const wake = setTimeout(() => {
      wakes.delete(wake);
      runDue();
    }, ms).unref();
    wakes.add(wake);
  };
  const bff = createBff({ ...settings, publicUrl }, { ...options, log: startLog, storage, events, wakeAfter });
  app = bff.app;
  fastPath = bff.fastPath;
  // At once: work a crash or a stop left in the queue goes on before any new request.
  runDue();
  const timer = setInterval(runDue, DUE_WORK_INTERVAL_MS);
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;

  return {
    url: `http://${host}:${port}`,
    close: async () => {
      closing = true;
      clearInterval(timer);
      for (const wake of wakes) clearTimeout(wake);
      await work;
      events.closeAllStreams();
      await closeServer();
      // Requests are over; the queue's attempt under way (and any a request started) finishes before the storage goes.
      await bff.stop();
      await storage.close();
    },
  };
}
