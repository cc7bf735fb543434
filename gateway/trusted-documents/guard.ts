import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a caller without leave to send operation text gets (docs/rules/public-api.md#trusted-documents):
 * 403, shaped like a GraphQL error so a GraphQL client can read it.
 */
export const TEXT_REFUSED = {
  errors: [
    {
      message:
        'Operation text needs an API key (x-api-key). Without one, send a trusted document: extensions.persistedQuery.sha256Hash and no query.',
      extensions: { code: 'FORBIDDEN' },
    },
  ],
};

/** Whether a GraphQL request carries operation text, in its POST body or GET query string. */
function carriesOperationText(request: FastifyRequest): boolean {
  const carried = request.method === 'GET' ? [request.query] : [request.body].flat();
  return carried.some(
    (operation) =>
      typeof operation === 'object' &&
      operation !== null &&
      typeof (operation as { query?: unknown }).query === 'string' &&
      (operation as { query: string }).query.length > 0,
  );
}

/**
 * On /graphql: operation text only from a caller with an API key, or anyone while the sandbox is
 * on (development). Everyone else sends hashes, which Apollo Server answers from the trusted
 * documents (or with PersistedQueryNotFound). The key is checked before this (api-keys/register.ts).
 */
export function registerTrustedDocumentsGuard(app: FastifyInstance, options: { sandbox: boolean }): void {
  if (options.sandbox) return;
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql' || request.apiKey || !carriesOperationText(request)) return;
    return reply.code(403).send(TEXT_REFUSED);
  });
}
