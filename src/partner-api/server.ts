import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { PROBLEM_CONTENT_TYPE, problem } from '../contract/problem.ts';
import { createPartnerApiApp } from './app.ts';
import { openPartnerApiService } from './service.ts';
import { localUrl, type PartnerApiSettings } from './settings.ts';

export { createPartnerApiApp } from './app.ts';
export { openPartnerApiService, type PartnerApiService } from './service.ts';

export interface RunningPartnerApi {
  /** The public URL (payment links and PDFs point here). */
  url: string;
  /** Runs the due jobs and one webhook delivery pass now (see PartnerApiService.runDue). */
  runDue(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The answer while listening but not yet serving: the data dir opens once the real port (and so the public
 * URL) is known.
 */
const starting = () => new Response(JSON.stringify(problem(503, 'starting', 'The Partner API is starting', { detail: 'Retry in a second.' })), {
  status: 503,
  headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Retry-After': '1' },
});

/** Listens, opens the data dir and starts the lifecycle and webhook workers. */
export async function startPartnerApi(settings: PartnerApiSettings): Promise<RunningPartnerApi> {
  let handle: ((req: Request) => Response | Promise<Response>) | undefined;
  const server = createAdaptorServer({
    fetch: (req) => handle?.(req) ?? starting(),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const closeServer = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

  const { port } = server.address() as AddressInfo;
  const url = settings.publicUrl ?? localUrl(settings.host, port);
  let service;
  try {
    service = openPartnerApiService(settings, url);
  } catch (err) {
    await closeServer();
    throw err;
  }
  const app = createPartnerApiApp(service);
  handle = (req) => app.fetch(req);
  service.startWorkers();

  let closing: Promise<void> | undefined;
  return {
    url,
    runDue: () => service.runDue(),
    close: () => (closing ??= closeServer().then(() => service.close())),
  };
}
