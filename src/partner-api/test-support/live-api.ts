import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { gracefulCloser } from '../../server-kit/graceful-close.ts';
import { listen } from '../../server-kit/listen.ts';
import { createPartnerApiApp } from '../app.ts';
import { openPartnerApiService, type PartnerApiService } from '../service.ts';
import { localUrl } from '../settings.ts';
import { testSettings } from './harness.ts';

export interface LiveApi {
  url: string;
  /** No workers run: a test moves the sandbox clock and runs what is due itself. */
  service: PartnerApiService;
  close(): Promise<void>;
}

/**
 * The app on a real socket (127.0.0.1, port 0) with its service at hand, as startPartnerApi serves it, so
 * HTTP framing (Content-Length, streamed bodies) is real. The national provider answers after a minute of
 * the sandbox clock, so an order stays PENDING until a test moves the clock.
 */
export async function openLiveApi(env: Record<string, string> = {}): Promise<LiveApi> {
  const settings = testSettings({ env: { PARTNER_API_PROVIDER_DELAY_MS: '60000', ...env } });
  let app: ReturnType<typeof createPartnerApiApp> | undefined;
  const server = createAdaptorServer({ fetch: (req) => app!.fetch(req) }) as Server;
  const port = await listen(server, 0, '127.0.0.1');
  const url = localUrl('127.0.0.1', port);
  const service = openPartnerApiService(settings, url);
  app = createPartnerApiApp(service);
  const closeServer = gracefulCloser(server);
  return { url, service, close: () => closeServer().then(() => service.close()) };
}
