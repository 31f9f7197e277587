import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { EmbeddedMaintenanceWorker } from './db/maintenance.worker.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { MailWorker } from './modules/mail/mail.service.js';
import {
  adminCategoryRoutes,
  catalogRoutes,
  sellerProductRoutes,
} from './modules/catalog/catalog.routes.js';
import { companiesRoutes, sellerRoutes } from './modules/companies/companies.routes.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { Geocoder } from './modules/geo/geo.service.js';
import { deliveryPointsRoutes } from './modules/logistics/points.routes.js';
import { DeliveryPoints } from './modules/logistics/points.service.js';
import { shipxEmulator } from './modules/logistics/sandbox/shipx.emulator.js';
import { shipmentsRoutes } from './modules/logistics/shipments.routes.js';
import { ShipmentTrackingWorker } from './modules/logistics/tracking.worker.js';
import { OrderExpiryWorker } from './modules/orders/expiry.worker.js';
import { cartCouponRoutes } from './modules/orders/cart-coupons.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { SalesWorker } from './modules/promotions/sales.worker.js';
import { notifyRoutes, paymentRoutes } from './modules/payments/payments.routes.js';
import { defaultAdapters, type PaymentsDeps } from './modules/payments/payments.deps.js';
import { PaymentsWorker } from './modules/payments/payments.worker.js';
import { SandboxDeliveryWorker } from './modules/payments/sandbox/common.js';
import { sandboxRoutes } from './modules/payments/sandbox/sandbox.routes.js';
import { cartAndOrderRoutes, sellerAndAdminOrderRoutes } from './modules/orders/orders.routes.js';
import { passportsRoutes } from './modules/passports/passports.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { pageHead } from './modules/seo/seo.service.js';
import { sellerShopRoutes, shopsRoutes } from './modules/shops/shops.routes.js';
import { SecretBox } from './lib/secrets.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { platformCarriersRoutes } from './modules/site/platform-carriers.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { stockAlertRoutes } from './modules/catalog/stock-alerts.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { adminUsersRoutes } from './modules/accounts/admin-users.routes.js';
import { madeToOrderRoutes } from './modules/made-to-order/made-to-order.routes.js';
import { favouritesRoutes } from './modules/favourites/favourites.routes.js';
import { FollowerDigestWorker } from './modules/favourites/digest.worker.js';
import { createAddressLimiter } from './lib/address-limiter.js';
import { closeRedis, openRedis, pingRedis, type Redis } from './lib/redis.js';
import { registerRouteAccess } from './plugins/access.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { contextOf, registerRequestContext } from './plugins/context.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerHealth, registerReadinessCheck } from './plugins/health.js';
import { registerInputText } from './plugins/input-text.js';
import { registerLocale } from './plugins/locale.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerSecurity } from './plugins/security.js';
import { registerSwagger } from './plugins/swagger.js';
import { publicPagesVersion, type PageCache } from './plugins/page-cache.js';
import { registerWeb } from './plugins/web.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /**
   * Whether the background workers run by themselves: the mail outbox and the unpaid-order
   * expiry (tests call them on demand).
   */
  mailPolling?: boolean;
  /** Payment operator clients (tests may wrap them, e.g. to fail a call). */
  adapters?: PaymentsDeps['adapters'];
}

/** Never logged: credentials, tokens and secrets in headers and bodies. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.repeatPassword',
  '*.tokenUser',
  '*.token',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return { level: config.logLevel, redact: { paths: logRedactPaths, censor: '[redacted]' } };
}

/** The shape of a request id a proxy may hand on: a UUID, or another short token. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * A request's id, in its log lines, its answer's `x-request-id` and its error body: the one the
 * trusted proxy in front (TRUST_PROXY) sends in `x-request-id`, when it has the shape of one, so
 * that the proxy's logs and ours name a request alike; else a new UUID. Without a proxy, a client
 * cannot choose the id its requests are logged under.
 */
function requestIdOf(trustProxy: boolean) {
  return (request: IncomingMessage) => {
    const forwarded = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded)
      ? forwarded
      : crypto.randomUUID();
  };
}

/** Builds the whole server (plugins, modules, web app) without listening: tests `inject` into it. */
export async function buildApp({
  config,
  database,
  logger,
  mailPolling = true,
  adapters,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests already running finish on close; idle keep-alive connections are dropped at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    requestIdHeader: false,
    genReqId: requestIdOf(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRouteAccess(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Several nodes share their counters in Redis (REDIS_URL); without it they stay in the process.
  const redis = config.redis ? await openRedis(config.redis, app.log) : undefined;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  registerLocale(app);
  registerErrorHandler(app);
  registerInputText(app);
  await registerSecurity(app, config, redis);
  // Before the routes (a plugin's hooks reach only what is registered after them), after the
  // other answer hooks: it reads the headers they set.
  registerCompression(app);
  await registerSwagger(app, config);
  registerAuth(app, database.db);
  registerRequestContext(app, database.db);
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 11 } });
  // Before the modules: their routes are timed, and they may add readiness checks.
  registerMetrics(app, database, config);
  await registerHealth(app, database);
  if (redis) registerReadinessCheck(app, 'redis', () => pingRedis(redis));

  const mail = new MailWorker(database.db, config, app.log);
  app.decorate('mail', mail);
  app.addHook('onReady', async () => {
    if (mailPolling) mail.start();
  });
  // On close the worker finishes the mail it is sending, before the database closes.
  app.addHook('onClose', () => mail.stop());

  await app.register(siteRoutes(database, config));
  await app.register(platformCarriersRoutes());
  const secrets = SecretBox.fromConfig(config.secretsKey, config.dataDir);
  await app.register(
    accountsRoutes({ db: database.db, config, secrets, kickMail: () => mail.kick() }, { redis }),
  );
  const catalogDeps = { db: database.db, config };
  const conversationsDeps = { config, kickMail: () => mail.kick() };
  await app.register(catalogRoutes(catalogDeps, conversationsDeps));
  await app.register(conversationsRoutes(conversationsDeps));
  await app.register(sellerProductRoutes(catalogDeps));
  await app.register(passportsRoutes(catalogDeps));
  await app.register(adminCategoryRoutes());
  const companiesDeps = {
    db: database.db,
    config,
    secrets,
  };
  await app.register(companiesRoutes(companiesDeps));
  const shopsDeps = { db: database.db, config };
  const geocoder = new Geocoder(config, app.log);
  await app.register(shopsRoutes(shopsDeps, geocoder));
  // Pick-up points: the carriers' hosts, or in emulator mode our own /sandbox routes (issue 19).
  const points = new DeliveryPoints(config, geocoder, app.log, async (url) => {
    const answer = await app.inject({ method: 'GET', url });
    return { status: answer.statusCode, body: answer.json() };
  });
  await app.register(deliveryPointsRoutes(points));
  await app.register(sellerShopRoutes(shopsDeps));
  await app.register(sellerRoutes(companiesDeps));
  // Vacation mode and progress posts (issue 24).
  await app.register(madeToOrderRoutes({ ...companiesDeps, kickMail: () => mail.kick() }));
  await app.register(seoRoutes({ config }));
  // Contact messages and reports share one budget per client address (an hour's window).
  const moderationDeps = {
    config,
    kickMail: () => mail.kick(),
    limitByAddress: createAddressLimiter({
      name: 'contact',
      max: config.contactRateLimitMax,
      windowMs: 3_600_000,
      redis,
    }),
  };
  await app.register(contactRoutes(moderationDeps));
  await app.register(
    stockAlertRoutes({
      ...catalogDeps,
      limitByAddress: createAddressLimiter({
        name: 'stock-alerts',
        max: config.contactRateLimitMax,
        windowMs: 3_600_000,
        redis,
      }),
    }),
  );
  await app.register(reportsRoutes(moderationDeps));
  await app.register(auditRoutes());
  await app.register(adminUsersRoutes({ config, kickMail: () => mail.kick() }));
  // Favourites, followed makers and the followers' weekly digest (issue 24).
  await app.register(favouritesRoutes({ config, secrets }));
  const digests = new FollowerDigestWorker(
    { db: database.db, publicUrl: config.publicUrl, secrets },
    app.log,
    database.runAlone,
    () => mail.kick(),
  );
  app.decorate('digests', digests);
  app.addHook('onReady', async () => {
    if (mailPolling) digests.start();
  });
  app.addHook('onClose', () => digests.stop());
  const paymentsDeps: PaymentsDeps = {
    db: database.db,
    config,
    secrets: companiesDeps.secrets,
    kickMail: () => mail.kick(),
    adapters: adapters ?? defaultAdapters(),
  };
  const payments = new PaymentsWorker(paymentsDeps, app.log, database.runAlone);
  app.decorate('payments', payments);
  const ordersDeps = {
    db: database.db,
    config,
    points,
    kickMail: () => mail.kick(),
    kickRefunds: () => void payments.runOnce().catch(() => undefined),
  };
  await app.register(cartAndOrderRoutes(ordersDeps));
  await app.register(sellerAndAdminOrderRoutes(ordersDeps));
  await app.register(reviewsRoutes(ordersDeps));
  const maintenance = new EmbeddedMaintenanceWorker(database, app.log);
  app.decorate('maintenance', maintenance);
  app.addHook('onReady', async () => {
    if (mailPolling) maintenance.start();
  });
  app.addHook('onClose', () => maintenance.stop());
  const expiry = new OrderExpiryWorker(ordersDeps, app.log);
  app.addHook('onReady', async () => {
    if (mailPolling) expiry.start();
  });
  app.addHook('onClose', () => expiry.stop());
  // Maker sales and coupons (issue 24): the sales start and end by this worker.
  await app.register(cartCouponRoutes(ordersDeps));
  await app.register(promotionsRoutes({ db: database.db, config }));
  const salesWorker = new SalesWorker(database.db, app.log, database.runAlone);
  app.addHook('onReady', async () => {
    if (mailPolling) salesWorker.start();
  });
  app.addHook('onClose', () => salesWorker.stop());

  // Shipments and tracking (issue 19): ShipX is polled every 15 s against the emulator, every
  // 5 minutes in live mode (webhooks, where configured, come sooner).
  const shipmentsDeps = {
    db: database.db,
    config,
    secrets: companiesDeps.secrets,
    kickMail: () => mail.kick(),
  };
  await app.register(shipmentsRoutes(shipmentsDeps));
  const tracking = new ShipmentTrackingWorker(
    shipmentsDeps,
    app.log,
    config.paymentsMode === 'emulator' ? 15_000 : 300_000,
    database.runAlone,
  );
  app.decorate('tracking', tracking);
  app.addHook('onReady', async () => {
    if (mailPolling) tracking.start();
  });
  app.addHook('onClose', () => tracking.stop());

  await app.register(paymentRoutes(paymentsDeps));
  await app.register(dashboardRoutes());
  await app.register(notifyRoutes(paymentsDeps));
  app.addHook('onReady', async () => {
    if (mailPolling) payments.start();
  });
  app.addHook('onClose', () => payments.stop());
  // The operators' sandboxes, served by us in emulator mode (never in live mode).
  const sandbox = new SandboxDeliveryWorker(database.db, app.log);
  app.decorate('sandbox', sandbox);
  if (config.paymentsMode === 'emulator') {
    const sandboxDeps = {
      db: database.db,
      publicUrl: config.publicUrl,
      deliveries: sandbox,
      secrets: companiesDeps.secrets,
    };
    await app.register(sandboxRoutes(sandboxDeps), { prefix: '/sandbox' });
    const shipx = shipxEmulator({ db: database.db, log: app.log });
    app.decorate('shipxSandbox', shipx);
    await app.register(shipx.plugin, { prefix: '/sandbox/inpost' });
    app.addHook('onReady', async () => {
      if (mailPolling) shipx.clock.start(2_000);
    });
    app.addHook('onClose', () => shipx.clock.stop());
    app.addHook('onReady', async () => {
      if (mailPolling) sandbox.start();
    });
    app.addHook('onClose', () => sandbox.stop());
  }

  await registerWeb(
    app,
    config,
    (pathname, request) => pageHead(contextOf({ config }, request), pathname),
    () => publicPagesVersion(database.db),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox (SMTP or DATA_DIR/outbox). */
    mail: MailWorker;
    /** Writes the followers' weekly digests (issue 24). */
    digests: FollowerDigestWorker;
    /** Reconciles pending payments and sends refunds. */
    payments: PaymentsWorker;
    /** Delivers the sandbox operators' notifications (emulator mode). */
    sandbox: SandboxDeliveryWorker;
    /** Polls the carriers for the shipments on their way (issue 19). */
    tracking: ShipmentTrackingWorker;
    /** The ShipX emulator's clock and controls (emulator mode only). */
    shipxSandbox?: ReturnType<typeof shipxEmulator>;
    /** Vacuums and analyses the embedded database now and then (PGlite has no autovacuum). */
    maintenance: EmbeddedMaintenanceWorker;
    /** The shared counters' Redis (`REDIS_URL`), for the readiness check; undefined without. */
    redis: Redis | undefined;
    /** The rendered public pages kept for the next visitors; undefined when none are kept. */
    keptPages: PageCache | undefined;
  }
}
