/**
 * The wire format of the listing search service (lsc) REST API, owned by the service: one zod
 * schema per payload, each with its TypeScript type inferred under the same name. The reference
 * upstream (upstreams/lsc) builds these shapes; the gateway parses every answer with them.
 */
export * from './listing';
export * from './search';
export * from './lookups';
export * from './safety';
export * from './errors';
export * from './price-history';
