import { readConfig, type GatewayConfig } from './config';
import type { FastifyInstance } from 'fastify';
import { createLogger } from './observability/logger';
import { createMetricsServer } from './observability/metrics-server';
import { createGateway, type Gateway } from './server';
import { createUpstreams } from './upstreams/index';

/** The configuration from the environment; a setting that cannot work stops the start, saying which and why. */
export function readConfigOrExit(): GatewayConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

export interface StartedGateway extends Gateway {
  /** The internal listener serving /metrics (observability/metrics-server.ts). */
  metrics: FastifyInstance;
  /** Closes the public server, then the metrics listener. */
  close(): Promise<void>;
}

/**
 * The gateway with the web client, listening, its upstream clients at the configured URLs, and
 * its metrics on the internal listener.
 */
export async function startGateway(config: GatewayConfig): Promise<StartedGateway> {
  const logger = createLogger({ level: config.logLevel });
  const gateway = await createGateway({
    upstreams: createUpstreams(
      {
        lsc: config.lscUrl,
        research: config.researchUrl,
        account: config.accountUrl,
        leads: config.leadsUrl,
        events: config.eventsUrl,
        ads: config.adsUrl,
        devices: config.devicesUrl,
        apiKeys: config.apiKeysUrl,
      },
      { log: logger },
    ),
    imagesUrl: config.lscUrl,
    production: config.production,
    logger,
    rateLimit: { ...config.rateLimit, redisUrl: config.redisUrl },
    trustProxy: config.trustProxy,
    publicOrigin: config.publicOrigin,
    features: config.features,
    brandHosts: config.brandHosts,
    identityKey: config.identityKey,
    dataDir: config.dataDir,
    outboxDir: config.outboxDir,
    operatorKey: config.operatorKey,
  });
  const metrics = createMetricsServer();
  await metrics.listen({ port: config.metricsPort, host: config.metricsHost });
  await gateway.app.listen({ port: config.port, host: config.host });
  const base = `http://localhost:${config.port}`;
  console.log(`Search results page  ${base}/cars-for-sale`);
  console.log(`GraphQL + sandbox    ${base}/graphql`);
  console.log(`Health               ${base}/healthz  ${base}/readyz`);
  console.log(`Metrics (internal)   http://${config.metricsHost}:${config.metricsPort}/metrics`);
  if (config.operatorKey) console.log(`Operator reports     ${base}/operator/reports (the operator key as password)`);
  return {
    ...gateway,
    metrics,
    async close() {
      await gateway.app.close();
      await metrics.close();
    },
  };
}

/** Closes everything on SIGINT or SIGTERM, then exits. */
export function closeOnSignal(close: () => Promise<unknown>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void close().then(() => process.exit(0)));
  }
}
