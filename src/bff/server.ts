import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Order } from '../contract/order.ts';
import { problem } from '../contract/problem.ts';
import { CatalogueCache, catalogueFromUpstream } from './catalogue-cache.ts';
import { toCheckoutOrder } from './checkout-order.ts';
import { openBffDatabase } from './database.ts';
import { gracefulCloser } from './graceful-close.ts';
import { apiCors } from './middleware/api-cors.ts';
import { stateChangeGuard } from './middleware/state-change-guard.ts';
import { OrderEvents } from './order-events.ts';
import { OrderStore } from './order-store.ts';
import { OrderPlacement } from './place-order.ts';
import { errorHandler, notFound, problemResponse } from './problem-response.ts';
import { cancelOrderRoute } from './routes/cancel-order.ts';
import { catalogueRoute } from './routes/catalogue.ts';
import { confirmationPdfRoute } from './routes/confirmation-pdf.ts';
import { embedRoute } from './routes/embed.ts';
import { modifyOrderRoute } from './routes/modify-order.ts';
import { orderDetailRoute } from './routes/order-detail.ts';
import { orderEventsRoute } from './routes/order-events.ts';
import { ordersRoute } from './routes/orders.ts';
import { validateVehicleRoute } from './routes/validate-vehicle.ts';
import { webhooksRoute } from './routes/webhooks.ts';
import { widgetAssetsRoute } from './routes/widget-assets.ts';
import type { BffSettings } from './settings.ts';
import { createUpstreamClient } from './upstream-client.ts';
import type { OrderCreateRetry } from './upstream-client.ts';
import { readWidgetBuild } from './widget-build.ts';
import { useEnglishZodMessages } from './zod-messages.ts';

export interface BffLog {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface BffAppOptions {
  db: Database;
  /** Shared with whoever must end the open event streams (startBff's close). */
  events?: OrderEvents;
  orderCreateRetry?: OrderCreateRetry;
  now?: () => number;
  log?: BffLog;
}

const consoleLog: BffLog = {
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error),
};

const API_BODY_LIMIT = 16 * 1024;
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The BFF as a Hono app over an open database; no listening, so tests can use app.request(). */
export function createBffApp(settings: BffSettings, options: BffAppOptions): Hono {
  useEnglishZodMessages();
  const log = options.log ?? consoleLog;
  const now = options.now ?? Date.now;
  const events = options.events ?? new OrderEvents();
  const store = new OrderStore(options.db, now);
  const upstream = createUpstreamClient({
    baseUrl: settings.upstreamUrl,
    apiKey: settings.apiKey,
    ...(options.orderCreateRetry && { orderCreateRetry: options.orderCreateRetry }),
    log: log.warn,
  });
  const catalogue = new CatalogueCache(catalogueFromUpstream(upstream, now), now);
  const view = (order: Order) => toCheckoutOrder(
    order, catalogue.lastKnownProduct(order.product), settings.publicUrl, settings.supportUrl,
  );
  const placement = new OrderPlacement({
    store,
    upstream,
    catalogue,
    view,
    paymentProviders: settings.paymentProviders,
    openOrderDetails: settings.openOrderDetails,
  });
  const widget = readWidgetBuild(settings.widgetDir, log.warn);
  const tooLarge = (limit: number) => bodyLimit({
    maxSize: limit,
    onError: (c) => problemResponse(c, problem(413, 'payload_too_large', `The request body is larger than ${limit} bytes`)),
  });

  const app = new Hono();
  app.notFound(notFound);
  app.onError(errorHandler(log.error));
  app.use('/api/*', apiCors(settings.allowedOrigins));
  app.on('POST', '/api/*', stateChangeGuard(settings.allowedOrigins, settings.publicUrl), tooLarge(API_BODY_LIMIT));
  app.on('POST', '/webhooks/*', tooLarge(WEBHOOK_BODY_LIMIT));
  app.route('/', catalogueRoute(catalogue));
  app.route('/', validateVehicleRoute(upstream));
  app.route('/', ordersRoute(placement));
  app.route('/', orderEventsRoute({ store, events, view }));
  app.route('/', confirmationPdfRoute(store, upstream));
  app.route('/', orderDetailRoute(store, view));
  app.route('/', cancelOrderRoute({ store, upstream, events, view }));
  app.route('/', modifyOrderRoute({ store, upstream, events, view }));
  app.route('/', webhooksRoute({ secret: settings.webhookSecret, store, events, warn: log.warn }));
  app.route('/', widgetAssetsRoute(settings.widgetDir, widget.built));
  app.route('/', embedRoute({ publicUrl: settings.publicUrl, allowedOrigins: settings.allowedOrigins, bridgeScript: widget.bridgeScript }));
  return app;
}

export interface RunningBff {
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database, listens, and serves. With port 0 and no explicit
 * public URL, the public URL gets the port the system picked.
 */
export async function startBff(settings: BffSettings, options: Omit<BffAppOptions, 'db' | 'events'> = {}): Promise<RunningBff> {
  const db = openBffDatabase(settings.dataDir);
  const events = new OrderEvents();
  let app: Hono | undefined;
  const server = createAdaptorServer({
    fetch: (request, env) => (app as Hono).fetch(request, env),
    hostname: settings.host,
  }) as Server;
  const closeServer = gracefulCloser(server);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const publicUrl = settings.port === 0 ? settings.publicUrl.replace(/:0$/, `:${port}`) : settings.publicUrl;
  // Only microtasks ran since 'listening', so no request has been read before the app exists.
  app = createBffApp({ ...settings, publicUrl }, { ...options, db, events });
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;

  return {
    url: `http://${host}:${port}`,
    close: async () => {
      events.closeAllStreams();
      await closeServer();
      db.close();
    },
  };
}
