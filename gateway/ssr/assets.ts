import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE } from './constants';

/** The tags the built index.html loads (Vite writes the hashed names there), for the SSR document. */
export interface ClientAssets {
  /**
   * The client's stylesheet, inlined into every page: it is small (about 2 KB compressed), and a
   * <link> would cost a render-blocking round trip before the first paint on a slow mobile link.
   */
  css: string;
  /** URL of the client's entry module (hashed); undefined when the client is not built. */
  entry?: string;
  /**
   * URLs of the modules the entry loads: those it imports statically (Vite's modulepreload links)
   * and the chunks of its own dynamic imports, with theirs (web/src/main.tsx starts in steps).
   */
  imports: string[];
  /**
   * URLs of the chunks of deferred client modules (web/src/deferred.tsx), by module (its key in
   * Vite's manifest): the module's chunk and the chunks it imports, other than the entry's. Empty
   * without the manifest (the page then loads them when it hydrates).
   */
  preloads: (modules: readonly string[]) => string[];
}

const NO_ASSETS: ClientAssets = { css: '', imports: [], preloads: () => [] };

/** An entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(webDist: string): Manifest | undefined {
  const file = path.join(webDist, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The files of a chunk and of the chunks it imports statically, but the entry's. */
function filesOf(manifest: Manifest, key: string, seen: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen))];
}

/** URLs of the chunks the entry imports dynamically as it starts, with the chunks they import. */
function entrySteps(manifest: Manifest | undefined): string[] {
  const entry = Object.values(manifest ?? {}).find((chunk) => chunk.isEntry);
  const seen = new Set<string>();
  return (entry?.dynamicImports ?? []).flatMap((key) => filesOf(manifest!, key, seen)).map((name) => `/${name}`);
}

/** Chunk URLs by deferred module, from Vite's manifest. */
function deferredPreloads(manifest: Manifest | undefined): ClientAssets['preloads'] {
  if (!manifest) return () => [];
  const cache = new Map<string, string[]>();
  return (modules) => {
    const id = [...modules].sort().join('|');
    let urls = cache.get(id);
    if (!urls) {
      const seen = new Set<string>();
      urls = [...new Set(modules.flatMap((module) => filesOf(manifest, module, seen)))].map((name) => `/${name}`);
      cache.set(id, urls);
    }
    return urls;
  };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.map', '.txt', '.ico']);

interface StoredFile {
  type: string;
  raw: Buffer;
  /** Brotli and gzip bodies, made off the event loop (zlib's thread pool) once at start. */
  compressed?: Promise<{ br: Buffer; gzip: Buffer }>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Reads web/dist/index.html for its entry, stylesheet and preloads, and Vite's manifest for the deferred chunks; none when the client is not built. */
export function readClientAssets(webDist: string): ClientAssets {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return NO_ASSETS;
  const html = readFileSync(index, 'utf8');
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"[^>]*>/g)].map(
    (m) => m[1],
  );
  const manifest = readManifest(webDist);
  const staticImports = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  return {
    // A stylesheet never holds "</style" (it would end the element early), so it inlines as it is.
    css: stylesheets
      .map((file) => readFileSync(path.join(webDist, file), 'utf8').replaceAll('</style', '<\\/style'))
      .join('\n'),
    imports: [...new Set([...staticImports, ...entrySteps(manifest)])],
    entry: /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1],
    preloads: deferredPreloads(manifest),
  };
}

/**
 * Serves web/dist/assets/* from memory, compressed once at start (brotli at its best quality, which
 * is too slow per request): the names carry a content hash, so the files are immutable.
 */
export function registerAssets(app: FastifyInstance, webDist: string): void {
  const dir = path.join(webDist, 'assets');
  if (!existsSync(dir)) return;
  const files = new Map<string, StoredFile>();
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile()) continue;
    const ext = path.extname(name);
    // Source maps are the gateway's own, to de-minify error reports (docs/rules/events.md#de-minified-stacks): never served.
    if (ext === '.map') continue;
    const raw = readFileSync(file);
    const stored: StoredFile = { type: TYPES[ext] ?? 'application/octet-stream', raw };
    if (COMPRESSIBLE.has(ext)) {
      stored.compressed = Promise.all([
        brotliAsync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gzipAsync(raw, { level: 9 }),
      ]).then(([br, gz]) => ({ br, gzip: gz }));
    }
    files.set(name, stored);
  }
  // compress: false — these bodies are compressed already.
  app.get(
    '/assets/:file',
    { compress: false },
    async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const stored = files.get(request.params.file);
      if (!stored)
        return reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found' });
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const compressed = await stored.compressed;
      const [encoding, body] =
        compressed && /\bbr\b/.test(accepted)
          ? ['br', compressed.br]
          : compressed && /\bgzip\b/.test(accepted)
            ? ['gzip', compressed.gzip]
            : [undefined, stored.raw];
      reply.type(stored.type).header('cache-control', IMMUTABLE_CACHE);
      if (compressed) reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );
}
