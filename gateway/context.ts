import type { LscClient } from './upstreams/lsc/client';
import { createLscLoaders, type LscLoaders } from './upstreams/lsc/loaders';

/** Clients live for the process (they own the breakers); loaders live for one request. */
export interface Upstreams {
  lsc: LscClient;
}

export interface ContextValue {
  lsc: { client: LscClient; loaders: LscLoaders };
}

export function createContext(upstreams: Upstreams): ContextValue {
  return { lsc: { client: upstreams.lsc, loaders: createLscLoaders(upstreams.lsc) } };
}
