import { pino } from 'pino';
import type { LscClient } from './upstreams/lsc/client';
import { createLscLoaders, type LscLoaders } from './upstreams/lsc/loaders';
import type { ResearchClient } from './upstreams/research/client';
import { createResearchLoaders, type ResearchLoaders } from './upstreams/research/loaders';

/** Clients live for the process (they own the breakers); loaders live for one request. */
export interface Upstreams {
  lsc: LscClient;
  /** Research content: reference vehicles, consumer ratings, expert reviews, certified program. */
  research: ResearchClient;
}

/** The part of a pino logger resolvers use: optional groups that fail are logged, not shown. */
export interface ContextLogger {
  warn(details: object, message: string): void;
}

export interface ContextValue {
  lsc: { client: LscClient; loaders: LscLoaders };
  research: { client: ResearchClient; loaders: ResearchLoaders };
  log: ContextLogger;
  /**
   * Settles once every listing group the query asked for is fetched, so per-listing lookups
   * (view counts) of all groups go out in one batched call.
   */
  listingGroupsSettled: Promise<unknown>;
}

const processLog = pino({ level: process.env.LOG_LEVEL ?? 'info' });

/** A request's context; the server passes its request logger so lines carry the request id. */
export function createContext(upstreams: Upstreams, log: ContextLogger = processLog): ContextValue {
  return {
    lsc: { client: upstreams.lsc, loaders: createLscLoaders(upstreams.lsc) },
    research: { client: upstreams.research, loaders: createResearchLoaders(upstreams.research) },
    log,
    listingGroupsSettled: Promise.resolve(),
  };
}
