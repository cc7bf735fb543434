import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { isUnknownDocument, mayReloadForNewBuild, tabStorage } from './newBuild';

/** graphql-codegen's persisted documents carry their identifier here (codegen.yml presetConfig.persistedDocuments). */
interface HashedDocument {
  __meta__?: { hash?: string };
}

const SHA256_PREFIX = 'sha256:';

/**
 * Sends each operation as its trusted document's hash, never its text (docs/rules/public-api.md#trusted-documents):
 * Apollo's persisted-query extension, which the gateway answers from the build's manifests. An
 * operation without a hash (none in this build) goes as text, which only the sandbox accepts.
 */
export const trustedDocumentsLink = new ApolloLink((operation, forward) => {
  const id = (operation.query as HashedDocument).__meta__?.hash;
  if (id?.startsWith(SHA256_PREFIX)) {
    operation.extensions.persistedQuery = { version: 1, sha256Hash: id.slice(SHA256_PREFIX.length) };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  }
  return forward(operation).pipe(
    tap((answer) => {
      // A build older than the gateway's: reload once for the new one (newBuild.ts).
      if (typeof window !== 'undefined' && isUnknownDocument(answer) && mayReloadForNewBuild(tabStorage(), Date.now()))
        window.location.reload();
    }),
  );
});
