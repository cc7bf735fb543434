/** Gateway configuration from the environment (README lists every variable). */
export interface GatewayConfig {
  port: number;
  host: string;
  upstreamPort: number;
  /** Base URL of the listing search service; the local reference upstream when unset. */
  lscUrl: string;
  production: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const upstreamPort = Number(env.UPSTREAM_PORT ?? 4001);
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    upstreamPort,
    lscUrl: env.UPSTREAM_LSC_URL ?? `http://127.0.0.1:${upstreamPort}`,
    production: env.NODE_ENV === 'production',
  };
}
