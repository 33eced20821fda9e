import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { PROBLEM_CONTENT_TYPE, problem } from '../contract/problem.ts';
import { gracefulCloser } from '../server-kit/graceful-close.ts';
import { listen } from '../server-kit/listen.ts';
import { createPartnerApiApp } from './app.ts';
import { sandboxExposureWarning } from './sandbox/exposure-warning.ts';
import { openPartnerApiService, type PartnerApiServiceOptions } from './service.ts';
import { localUrl, type PartnerApiSettings } from './settings.ts';

export { createPartnerApiApp } from './app.ts';
export { openPartnerApiService, type PartnerApiService } from './service.ts';

export type PartnerApiStartOptions = PartnerApiServiceOptions;

export interface RunningPartnerApi {
  /** The public URL (payment links and PDFs point here). */
  url: string;
  /** Where a client on this machine reaches it (differs from `url` when a public URL is set). */
  localUrl: string;
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
export async function startPartnerApi(
  settings: PartnerApiSettings, options: PartnerApiStartOptions = {},
): Promise<RunningPartnerApi> {
  let handle: ((req: Request, env: unknown) => Response | Promise<Response>) | undefined;
  const server = createAdaptorServer({
    // env carries the socket: wrong keys are counted per client address.
    fetch: (req, env) => handle?.(req, env) ?? starting(),
  }) as Server;
  const closeServer = gracefulCloser(server);
  const port = await listen(server, settings.port, settings.host);
  const url = settings.publicUrl ?? localUrl(settings.host, port);
  let service;
  try {
    service = openPartnerApiService(settings, url, options);
  } catch (err) {
    await closeServer();
    throw err;
  }
  const app = createPartnerApiApp(service);
  handle = (req, env) => app.fetch(req, env);
  service.startWorkers();
  const exposed = settings.sandbox ? sandboxExposureWarning(settings.host) : undefined;
  if (exposed) console.warn(exposed);

  let closing: Promise<void> | undefined;
  return {
    url,
    localUrl: localUrl(settings.host, port),
    runDue: () => service.runDue(),
    close: () => (closing ??= closeServer().then(() => service.close())),
  };
}
