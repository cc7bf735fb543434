import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withTypenames } from './typenames';

/** Where graphql-codegen writes the web's operations, one persisted-documents.json per output (codegen.yml). */
export const WEB_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');

/** The manifests' file name, in every `__generated__` folder of the web's outputs. */
export const MANIFEST_FILE = 'persisted-documents.json';

/** codegen's document identifier is `sha256:<hex>`; Apollo's persisted-query extension carries the hex alone. */
const SHA256_PREFIX = 'sha256:';

/** Apollo Server asks its persisted-query cache with this prefix before the hash. */
const APQ_PREFIX = 'apq:';

/** The operations the gateway runs in place of a hash (docs/rules/public-api.md#trusted-documents). */
export interface TrustedDocuments {
  /** The operation for a sha256 (hex), as the web would send it; undefined for a hash not in the manifests. */
  get(sha256: string): string | undefined;
  readonly size: number;
}

/** Every manifest file under the web's sources. */
export function manifestFiles(root = WEB_SOURCES): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === MANIFEST_FILE && path.basename(path.dirname(file)) === '__generated__')
    .sort()
    .map((file) => path.join(root, file));
}

/** Reads the web's manifests once, at start: a build's operations do not change while it runs. */
export function loadTrustedDocuments(root = WEB_SOURCES): TrustedDocuments {
  const documents = new Map<string, string>();
  for (const file of manifestFiles(root)) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, document] of Object.entries(manifest)) {
      if (!id.startsWith(SHA256_PREFIX)) throw new Error(`${file}: ${id} is not a sha256 document identifier`);
      documents.set(id.slice(SHA256_PREFIX.length), withTypenames(document));
    }
  }
  return { get: (sha256) => documents.get(sha256), size: documents.size };
}

/**
 * Apollo Server's persisted-query cache, answered from the manifests and never written: an
 * operation a caller sends with its hash is run, but not learnt, so the hashes stay the web's own.
 */
export function trustedDocumentsCache(documents: TrustedDocuments) {
  return {
    get: async (key: string) => documents.get(key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key),
    set: async () => {},
    delete: async () => {},
  };
}
