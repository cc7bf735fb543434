import Fastify, { type FastifyInstance } from 'fastify';
import { startAlertWorker, type AlertWorker, type AlertWorkerOptions } from './alerts/worker';
import { DEFAULT_MAIL_FROM } from './mail/config';
import { registerAccountRoutes } from './account/routes';
import { startLeadMailWorker, type LeadMailWorker } from './leads/lead-mail';
import { registerLeadsRoutes } from './leads/routes';
import { registerEventsRoutes } from './events/routes';
import { registerAdsRoutes } from './ads/routes';
import { registerDevicesRoutes } from './devices/routes';
import { registerApiKeysRoutes } from './api-keys/routes';
import { loadVapidKeys, type VapidKeys } from './devices/vapid';
import { createMailer, type Mailer } from './mail/mailer';
import { loadIdentityTokenKey } from './account/token-key';
import { openDb, type Db } from './db/database';
import { migrate } from './db/migrate';
import { seedIfEmpty, type SeedResult } from './db/seed/index';
import { seedResearchIfEmpty } from './db/seed/research';
import { seedTrimSpecsIfEmpty } from './db/seed/trim-specs';
import { seedSafetyIfEmpty } from './db/seed/safety';
import { seedAdsIfEmpty } from './db/seed/ads';
import { registerLscEndpoints } from './lsc/endpoints/index';
import { registerLscRoutes } from './lsc/routes';
import { ListingSearchService } from './lsc/service';
import { registerResearchRoutes } from './research/routes';
import { registerCmsRoutes } from './cms/routes';
import type { ChangeFeed } from './lsc/change-feed';

export interface UpstreamServer {
  app: FastifyInstance;
  db: Db;
  /** Resolves once the database is migrated and seeded and the search index is built. */
  ready: Promise<{ seed: SeedResult; listings: number }>;
  service(): ListingSearchService | undefined;
  /** The feed keeping the index current with the database, once ready (its 'applied' event says when a change is searchable). */
  changeFeed(): ChangeFeed | undefined;
  /** The alert worker, once ready, when the server was given an SMTP URL. */
  alerts(): AlertWorker | undefined;
  /** The lead mail worker (emails to sellers), once ready, when the server was given an SMTP URL. */
  leadMail(): LeadMailWorker | undefined;
  close(): Promise<void>;
}

export interface UpstreamOptions {
  db?: Db;
  seedListings?: number;
  logger?: boolean;
  /** How often the search index polls the database for listing changes. */
  changePollMs?: number;
  /** The identity token's signing key; by default IDENTITY_TOKEN_KEY or the data folder's key file. */
  identityTokenKey?: Uint8Array;
  /**
   * The VAPID key pair (devices/vapid.ts); by default VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY or the
   * data folder's key file, read the first time it is needed (the entry points pass it loaded, so
   * a missing production key stops the start).
   */
  vapidKeys?: VapidKeys;
  /** Where the logs go when logger is on (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * The SMTP server the alert emails go through (mail/mailer.ts createMailer): SMTP_URL, or under
   * `npm start` without it the local mail capture's URL (main.ts). No mail is sent when unset.
   */
  smtpUrl?: string;
  /** The alert emails' From header (MAIL_FROM). */
  mailFrom?: string;
  /** The site's public origin the alert emails link to (PUBLIC_ORIGIN; http://localhost:PORT by default). */
  publicOrigin?: string;
  /** Alert worker settings for tests: the queue's schema, no schedule, no settling time. */
  alerts?: Pick<
    AlertWorkerOptions,
    | 'queueSchema'
    | 'schedule'
    | 'settleMs'
    | 'pollingIntervalSeconds'
    | 'sendRetryDelaySeconds'
    | 'sendExpireSeconds'
    | 'maintenanceIntervalSeconds'
  >;
}

/**
 * The request log names the method, path and status, never a body; the headers that carry
 * identities are redacted should anything log them (docs/rules/accounts.md#personal-data).
 */
const LOG_REDACT = [
  'req.headers.idtoken',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-visitor-id"]',
];

/**
 * The request as logged: its path without the query string, which can carry secrets (an alert
 * email's unsubscribe token, docs/rules/alerts.md#unsubscribe).
 */
const loggedRequest = (request: { method: string; url: string; ip?: string }) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

/**
 * The reference REST upstreams. The HTTP server answers at once (503 until ready) so that health
 * checks can tell 'starting' from 'down'.
 */
export async function createUpstreamServer(options: UpstreamOptions = {}): Promise<UpstreamServer> {
  const identityTokenKey = options.identityTokenKey ?? loadIdentityTokenKey();
  let vapidKeys = options.vapidKeys;
  const vapid = () => (vapidKeys ??= loadVapidKeys());
  const db = options.db ?? (await openDb());
  const logger = options.logger
    ? {
        redact: LOG_REDACT,
        serializers: { req: loggedRequest },
        ...(options.logStream ? { stream: options.logStream } : {}),
      }
    : false;
  const app = Fastify({ logger, routerOptions: { querystringParser: parseQueryString } });
  let service: ListingSearchService | undefined;
  let feed: ChangeFeed | undefined;
  let closing = false;
  let researchSeeded = false;
  let adsSeeded = false;
  let alerts: AlertWorker | undefined;
  let leadMail: LeadMailWorker | undefined;
  let leadMailer: Mailer | undefined;
  const origin = options.publicOrigin ?? `http://localhost:${process.env.PORT ?? 4000}`;

  const migrated = migrate(db);
  migrated.catch(() => undefined);
  const ready = (async () => {
    await migrated;
    const seed = await seedIfEmpty(db, options.seedListings);
    // A database seeded before the research tables existed gets their rows now.
    await seedResearchIfEmpty(db);
    // So does one seeded before the trims' equipment was (migration 021).
    await seedTrimSpecsIfEmpty(db);
    // And the safety reference (migration 022), which reads the trims' equipment.
    await seedSafetyIfEmpty(db);
    researchSeeded = true;
    // The ad server's creatives, and its showcase campaigns, which read the seeded dealers (migration 024).
    await seedAdsIfEmpty(db);
    adsSeeded = true;
    const loaded = await ListingSearchService.fromDatabase(db);
    if (!closing) feed = loaded.followChanges(db, options.changePollMs);
    service = loaded;
    // With somewhere to send mail, the alert worker starts once there is an index to ask.
    if (options.smtpUrl && !closing) {
      alerts = await startAlertWorker({
        db,
        service: () => service,
        changeFeed: () => feed,
        smtpUrl: options.smtpUrl,
        from: options.mailFrom ?? DEFAULT_MAIL_FROM,
        origin,
        identityTokenKey,
        // The pushes are signed with the key the browsers subscribed with (docs/rules/push.md#the-keys).
        vapid,
        ...options.alerts,
      });
      // The sellers' emails share the alerts' queue, with a connection pool of their own.
      leadMailer = createMailer(options.smtpUrl, { pool: true, maxConnections: 2 });
      leadMail = await startLeadMailWorker({
        db,
        boss: alerts.boss,
        mailer: leadMailer,
        from: options.mailFrom ?? DEFAULT_MAIL_FROM,
        origin,
        retryDelaySeconds: options.alerts?.sendRetryDelaySeconds,
        pollingIntervalSeconds: options.alerts?.pollingIntervalSeconds,
      });
    }
    return { seed, listings: loaded.size };
  })();
  ready.catch(() => undefined);

  app.get('/healthz', async () => ({ status: 'up' }));
  app.get('/readyz', async (_request, reply) =>
    service ? { status: 'ready', listings: service.size } : reply.code(503).send({ status: 'starting' }),
  );
  const deps = { service: () => service, db };
  registerLscRoutes(app, deps);
  registerLscEndpoints(app, deps);
  registerResearchRoutes(app, { db, ready: () => researchSeeded });
  // The content service reads the seeded owners: ready with the research content.
  registerCmsRoutes(app, { db, ready: () => researchSeeded });
  registerAccountRoutes(app, { db, tokenKey: identityTokenKey, migrated });
  registerLeadsRoutes(app, {
    db,
    migrated,
    // Jobs go in with their lead once the lead queue exists; until then the worker's start queues them.
    queue: () => (leadMail ? alerts?.boss : undefined),
    messageIdHost: new URL(origin).hostname || 'localhost',
  });
  // Shopper events and client error reports (docs/rules/events.md#the-events-service).
  registerEventsRoutes(app, { db, migrated });
  // House ads and the showcase sponsor (docs/rules/ads.md).
  registerAdsRoutes(app, { db, ready: () => adsSeeded });
  // Browser push: the browsers' subscriptions and the VAPID public key (docs/rules/push.md#device-registration).
  registerDevicesRoutes(app, {
    db,
    tokenKey: identityTokenKey,
    migrated,
    vapidPublicKey: () => vapid().publicKey,
  });
  // API keys for other channels: the gateway's verification, the operator's CLI (docs/rules/public-api.md#api-keys-and-quotas).
  registerApiKeysRoutes(app, { db, migrated });

  return {
    app,
    db,
    ready,
    service: () => service,
    changeFeed: () => feed,
    alerts: () => alerts,
    leadMail: () => leadMail,
    async close() {
      closing = true;
      await app.close();
      await ready.catch(() => undefined);
      await leadMail?.close();
      await alerts?.close();
      leadMailer?.close();
      await feed?.stop();
      // A database handed in belongs to the caller.
      if (!options.db) await db.close();
    },
  };
}

/** Repeated keys become arrays (makeCode=FORD&makeCode=TOYOTA), as URLSearchParams reads them. */
export function parseQueryString(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const existing = out[key];
    out[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}
