/**
 * The document floor for bench:web: the product's own server-rendered SRP with its JavaScript taken
 * out (the inline starter and any script that runs; the JSON-LD and the embedded cache state stay, as
 * inert text), served beside the product. Lighthouse on it measures what the HTML and stylesheet
 * alone cost this host's renderer: parsing, style, layout, paint. What the product measures above it
 * is what its client code adds. Everything else (photos) is passed through to the product as it is.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

/** Scripts the browser runs: any <script> whose type is not a data block. */
const RUNNABLE_SCRIPT = /<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;
const PRELOAD_LINK = /<link\b[^>]*rel="modulepreload"[^>]*>/g;

export function withoutJavaScript(html: string): string {
  return html.replace(RUNNABLE_SCRIPT, '').replace(PRELOAD_LINK, '');
}

export interface Floor {
  url: string;
  stop(): Promise<void>;
}

/** Starts the floor for the product at `productBase`; `path` is the SRP (path and query string). */
export async function startFloor(productBase: string, path: string): Promise<Floor> {
  const product = new URL(productBase);
  // The page as the product renders it, taken once and compressed once (brotli, as the product
  // serves its pages): the floor's server answers at once, so its figures are the document's alone.
  const answer = await fetch(productBase + path);
  if (!answer.ok) throw new Error(`the floor's page ${path} answered ${answer.status}`);
  const html = withoutJavaScript(await answer.text());
  if (html.match(RUNNABLE_SCRIPT)) throw new Error('the floor page still runs a script');
  const body = brotliCompressSync(html);
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: product.hostname,
        port: product.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: product.host },
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    if (req.url !== path) return pass(req, res);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      vary: 'accept-encoding',
      'cache-control': 'no-store',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
