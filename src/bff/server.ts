import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FINAL_STATUSES } from '../contract/order.ts';
import type { Order } from '../contract/order.ts';
import { ClientLimits } from './abuse/client-limits.ts';
import { ClientShares } from './abuse/client-shares.ts';
import { type BffLog, jsonBffLog } from './bff-log.ts';
import { accessLog, requestRecorder } from './ops/access-log.ts';
import { BffMetrics } from './ops/metrics.ts';
import { OPS_PATHS, opsAccess } from './ops/ops-access.ts';
import { requestId } from './ops/request-id.ts';
import { UpstreamHealth } from './ops/upstream-health.ts';
import type { PartnerState } from './ops/upstream-health.ts';
import { healthRoute, upstreamProbe } from './routes/health.ts';
import { problem } from '../contract/problem.ts';
import { BasketService } from './basket-service.ts';
import { BasketStore } from './basket-store.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import { type FastPath, catalogueFastPath } from './catalogue-fast-path.ts';
import { catalogueFromUpstream } from './catalogue-loader.ts';
import { toCheckoutOrder } from './checkout-order.ts';
import { confirmationLinks } from './confirmation-link.ts';
import { securityHeaderValues, securityHeaders } from '../server-kit/security-headers.ts';
import { apiCors } from './middleware/api-cors.ts';
import { stateChangeGuard } from './middleware/state-change-guard.ts';
import { OrderEvents } from './order-events.ts';
import { OrderReconciler } from './order-reconciler.ts';
import { OrderStore } from './order-store.ts';
import { OrderPlacement } from './place-order.ts';
import { errorHandler, notFound, problemResponse } from '../server-kit/problem-handlers.ts';
import { abandonOrderRoute } from './routes/abandon-order.ts';
import { basketsRoute } from './routes/baskets.ts';
import { cancelOrderRoute } from './routes/cancel-order.ts';
import { catalogueRoute } from './routes/catalogue.ts';
import { tripPlansRoute } from './routes/trip-plans.ts';
import { confirmationPdfRoute } from './routes/confirmation-pdf.ts';
import { embedRoute } from './routes/embed.ts';
import { modifyOrderRoute } from './routes/modify-order.ts';
import { orderDetailRoute } from './routes/order-detail.ts';
import { orderEventsRoute } from './routes/order-events.ts';
import { ordersRoute } from './routes/orders.ts';
import { checkoutsRoute } from './routes/checkouts.ts';
import { CheckoutJobs } from './queue/checkout-jobs.ts';
import { guardedUpstream } from './queue/guarded-upstream.ts';
import { QuotaGuard } from './queue/quota-guard.ts';
import { validateVehicleRoute } from './routes/validate-vehicle.ts';
import { webhooksRoute } from './routes/webhooks.ts';
import { widgetAssetsRoute } from './routes/widget-assets.ts';
import type { BffSettings } from './settings.ts';
import type { BffStorage, OrderEnd } from './storage/storage.ts';
import { createUpstreamClient } from './upstream-client.ts';
import { readWidgetBuild } from './widget-build.ts';
import { useEnglishZodMessages } from './zod-messages.ts';

export interface BffAppOptions {
  storage: BffStorage;
  /** Shared with whoever must end the open event streams (startBff's close). */
  events?: OrderEvents;
  now?: () => number;
  log?: BffLog;
  /** Shared with /metrics; one per app unless given. */
  metrics?: BffMetrics;
  /** Runs the due work again after this long; startBff sets a timer, tests call runDue themselves. */
  wakeAfter?: (ms: number) => void;
  /**
   * Between an order creation's attempts; spec 4's minute unless given. Not a setting: only a test may shorten
   * it (a give-up in seconds), never a deployment, whose shoppers are told "a minute apart".
   */
  retryIntervalMs?: number;
}

const PARTNER_STATE_MESSAGES: Record<PartnerState, string> = {
  ok: 'BFF: the Partner API accepts the partner again; sales resume',
  disabled: "BFF: the Partner API disabled the partner's access (unpaid debt); shoppers see 'sales are paused' until it is paid",
  rate_limited: "BFF: the Partner API answered 429, the partner's quota is spent; shoppers see 'sales are paused' meanwhile",
};

const API_BODY_LIMIT = 16 * 1024;
/** Widget API paths any client may ask, from any origin or none: a trip plan is a quote and changes nothing. */
const OPEN_TO_ANY_CLIENT = ['/api/trip-plans'];
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export interface Bff {
  app: Hono;
  /** Answers the hottest requests on node:http before the app (startBff puts it in front). */
  fastPath: FastPath;
  /**
   * Background work that is due now (the catalogue's refresh, queued order creations, reconciling
   * watched orders); startBff runs it at start and on a timer, tests call it.
   */
  runDue(): Promise<void>;
  /** Stops following the storage's change notices and the queue's drain (before the storage closes). */
  stop(): Promise<void>;
}

/** The BFF as a Hono app over an open database; no listening, so tests can use app.request(). */
export function createBffApp(settings: BffSettings, options: BffAppOptions): Hono {
  return createBff(settings, options).app;
}

export function createBff(settings: BffSettings, options: BffAppOptions): Bff {
  useEnglishZodMessages();
  const log = options.log ?? jsonBffLog();
  const now = options.now ?? Date.now;
  const events = options.events ?? new OrderEvents(options.storage.changes, (message) => log.warn(message));
  const metrics = options.metrics ?? new BffMetrics();
  const { storage } = options;
  const store = new OrderStore(storage.orders, now);
  const basketStore = new BasketStore(storage.baskets, now);
  const upstreamHealth = new UpstreamHealth(now, (state, route) =>
    log.warn(PARTNER_STATE_MESSAGES[state], { partner: state, route }));
  const direct = createUpstreamClient({
    baseUrl: settings.upstreamUrl,
    apiKey: settings.apiKey,
    log: (message) => log.warn(message),
    observe: (route, status, code) => {
      metrics.upstreamCall(route, status);
      if (status === 'network') upstreamHealth.unreachable();
      else upstreamHealth.answered(route, status, code);
    },
  });
  const limits = new ClientLimits(settings.clientLimits, now);
  // A basket waiting for its one payment counts as one unpaid purchase, like an order.
  const isUnpaid = async (orderId: string) => {
    if (orderId.startsWith('eo_')) {
      const basket = (await basketStore.get(orderId))?.externalOrder;
      return basket !== undefined && basket.status === 'OPEN' && Date.parse(basket.expires_at) > now();
    }
    const stored = (await store.getOrder(orderId))?.order;
    return stored !== undefined && !stored.paid && !FINAL_STATUSES.includes(stored.status);
  };
  const admitStream = (c: Context) => {
    const release = limits.openStream(c);
    metrics.streamOpened();
    return () => {
      release();
      metrics.streamClosed();
    };
  };
  const quota = new QuotaGuard(settings.tier, storage.quota, now);
  const shares = new ClientShares(settings.tier, settings.clientLimits.share, storage.quota, now);
  const upstream = guardedUpstream(direct, quota);
  const catalogue = new CatalogueCache({
    load: catalogueFromUpstream(upstream, now, (changes) =>
      log.warn(`BFF: price check: ${changes.length} price(s) changed upstream`, { changes })),
    shared: storage.catalogue,
    changes: storage.changes,
    holder: instanceName(),
    now,
  });
  const links = confirmationLinks(settings.apiKey);
  const confirmationUrl = (id: string) =>
    `${settings.publicUrl}/api/orders/${encodeURIComponent(id)}/confirmation.pdf?key=${links.keyFor(id)}`;
  const view = (order: Order, endedBy?: OrderEnd | null) => toCheckoutOrder(
    order, catalogue.lastKnownProduct(order.product), confirmationUrl, settings.supportUrl, endedBy,
  );
  const baskets = new BasketService({
    baskets: basketStore, store, events, upstream, view, now, supportUrl: settings.supportUrl,
    product: (slug) => catalogue.lastKnownProduct(slug),
    warn: (message) => log.warn(message),
  });
  const jobs = new CheckoutJobs(storage.jobs, now);
  metrics.queueDepth(() => jobs.depth());
  const placement = new OrderPlacement({
    store, jobs, upstream, catalogue, quota, shares, events, view, now,
    baskets: basketStore, basketView: (id) => baskets.view(id),
    paymentProviders: settings.paymentProviders,
    openOrderDetails: settings.openOrderDetails,
    outcome: (state) => metrics.orderOutcome(state),
    ...(options.wakeAfter && { wakeAfter: options.wakeAfter }),
    ...(options.retryIntervalMs && { retryIntervalMs: options.retryIntervalMs }),
    warn: (message) => log.warn(message),
  });
  const widget = readWidgetBuild(settings.widgetDir, (message) => log.warn(message));
  const tooLarge = (limit: number) => bodyLimit({
    maxSize: limit,
    onError: (c) => problemResponse(c, problem(413, 'payload_too_large', `The request body is larger than ${limit} bytes`)),
  });

  const app = new Hono();
  app.notFound(notFound);
  app.onError(errorHandler({
    log: (message, error) => log.error(`BFF: ${message}`, error), logClientAbort: (message) => log.info(`BFF: ${message}`),
  }));
  // /embed is framed by partner pages and widget.js loaded by them: no X-Frame-Options, no CORP (see embed.ts's CSP).
  const security = {
    publicUrl: settings.publicUrl, referrerPolicy: 'strict-origin-when-cross-origin', frameOptions: false, resourcePolicy: false,
  } as const;
  const record = requestRecorder(log, metrics);
  app.use('*', requestId(), securityHeaders(security), accessLog(record));
  for (const path of OPS_PATHS) app.use(path, opsAccess(settings.opsToken));
  app.route('/', healthRoute({ storage, upstreamHealth, probeUpstream: upstreamProbe(settings.upstreamUrl), now }));
  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.render());
  });
  app.use('/api/*', apiCors(settings.allowedOrigins, settings.publicUrl, OPEN_TO_ANY_CLIENT));
  app.on('POST', '/api/*', stateChangeGuard(settings.allowedOrigins, settings.publicUrl, OPEN_TO_ANY_CLIENT), tooLarge(API_BODY_LIMIT));
  app.on('POST', '/webhooks/*', tooLarge(WEBHOOK_BODY_LIMIT));
  app.post('/api/orders', limits.orderCreation(isUnpaid));
  app.post('/api/baskets', limits.orderCreation(isUnpaid));
  app.post('/api/validate-vehicle', limits.vehicleCheck());
  app.route('/', catalogueRoute(catalogue, settings.referenceRates));
  app.route('/', tripPlansRoute(catalogue, now));
  app.route('/', validateVehicleRoute(upstream, (c, route) => shares.spend(limits.client(c), route)));
  app.route('/', ordersRoute({
    placement, clientOf: (c) => limits.client(c), created: (c, orderId) => limits.recordOrder(c, orderId),
  }));
  app.route('/', basketsRoute({
    placement, baskets, events, admitStream,
    clientOf: (c) => limits.client(c), created: (c, basketId) => limits.recordOrder(c, basketId),
  }));
  app.route('/', checkoutsRoute({ placement, events, admitStream }));
  app.route('/', orderEventsRoute({ store, events, view, admitStream }));
  app.route('/', confirmationPdfRoute(store, upstream, links));
  app.route('/', orderDetailRoute(store, view));
  app.route('/', cancelOrderRoute({ store, upstream, events, view }));
  app.route('/', abandonOrderRoute({ store, release: (orderId) => limits.release(orderId) }));
  app.route('/', modifyOrderRoute({ store, upstream, events, view }));
  app.route('/', webhooksRoute({ secret: settings.webhookSecret, store, events, baskets, warn: log.warn }));
  app.route('/', widgetAssetsRoute(settings.widgetDir, widget.built));
  app.route('/', embedRoute({
    publicUrl: settings.publicUrl,
    allowedOrigins: settings.allowedOrigins,
    paymentOrigin: settings.paymentOrigin,
    bridgeScript: widget.bridgeScript,
    loaderSource: widget.loaderSource,
    firstScreen: widget.firstScreen,
  }));
  const reconciler = new OrderReconciler({ store, events, upstream, now, warn: (message) => log.warn(message) });
  const stopDelivering = events.connect({
    order: (id) => store.getOrder(id),
    checkout: (checkoutId) => placement.progressOf(checkoutId),
    basket: (basketId) => baskets.view(basketId),
  }, (message) => log.warn(message));
  const stopAdopting = catalogue.listen((message) => log.warn(message));
  return {
    app,
    fastPath: catalogueFastPath({
      cache: catalogue, allowedOrigins: settings.allowedOrigins, record, rates: settings.referenceRates,
      securityHeaders: securityHeaderValues(security),
    }),
    stop: async () => {
      stopDelivering();
      stopAdopting();
      await placement.stop();
    },
    // Each step on its own: a storage hiccup in one must not hold the queue (or the others) until the next tick.
    runDue: async () => {
      const steps: Array<[string, () => Promise<void>]> = [
        ['catalogue refresh', () => catalogue.refreshIfDue()],
        ['order queue', () => placement.runDue()],
        ['reconciling watched orders', () => reconciler.runDue()],
        ['reconciling watched baskets', () => baskets.runDue(events.watchedBasketIds())],
        ['quota sweep', () => quota.sweep()],
      ];
      for (const [name, step] of steps) {
        await step().catch((error: unknown) => log.error(`BFF: background work (${name}) failed`, error));
      }
    },
  };
}

/** Names this instance on the catalogue's lease, so its holder can be told in the database. */
function instanceName(): string {
  return `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
}
