import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The ways an upstream fails (issue 7): stopped (connections refused), dropping connections,
 * answering slower than any time-out, answering late ('delay'), 500 with internal text, malformed
 * JSON, a body cut off halfway by a reset, and a 200 whose JSON breaks the contract ('wrongShape':
 * the real answer with its first number turned into a string).
 */
export type FaultMode =
  'pass' | 'refuse' | 'drop' | 'slow' | 'delay' | 'error500' | 'malformed' | 'reset' | 'wrongShape';

/**
 * The upstream's own answer with one value of the wrong type: its first number (depth first) as a
 * string, e.g. a listing id "700002232"; a body without numbers loses its first member instead.
 */
export function breakShape(body: unknown): unknown {
  const turnFirstNumber = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (typeof record[key] === 'number') {
        record[key] = String(record[key]);
        return true;
      }
      if (turnFirstNumber(record[key])) return true;
    }
    return false;
  };
  if (turnFirstNumber(body)) return body;
  if (Array.isArray(body)) return [...body, 'not a record'];
  const [, ...rest] = Object.entries(body as Record<string, unknown>);
  return Object.fromEntries(rest);
}

/** How long 'delay' holds an answer back: the load bench's slowed upstream (issue 7). Tests use 'slow' and wait on events. */
export const DEFAULT_DELAY_MS = 5_000;

export interface FaultProxy {
  url: string;
  /** Sets the fault for requests whose path starts with prefix ('' for every path). */
  fault(prefix: string, mode: FaultMode): Promise<void>;
  /** How long 'delay' holds answers back. */
  delayMs: number;
  /** Requests that reached the proxy, by path. */
  calls: Map<string, number>;
  /** Slow requests the client gave up on (its socket closed before an answer was sent). */
  abandoned: number;
  /**
   * 'request' as each request arrives, 'abandoned' as a client gives up on a slow one (with the
   * path): tests wait for these instead of sleeping.
   */
  events: EventEmitter<ProxyEvents>;
  close(): Promise<void>;
}

export interface ProxyEvents {
  request: [path: string];
  abandoned: [path: string];
}

/** Internal text that must never reach a GraphQL client. */
export const INTERNAL_TEXT = 'ERROR: relation "listings" does not exist at upstreams/lsc/service.ts:42';

/** A real HTTP proxy on loopback in front of the listing upstream, failing on demand. */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const faults: Array<[string, FaultMode]> = [];
  const sockets = new Set<Socket>();
  const state = { calls: new Map<string, number>(), abandoned: 0, delayMs: DEFAULT_DELAY_MS };
  const events = new EventEmitter<ProxyEvents>();
  const forward = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = await fetch(`${target}${req.url}`).catch(() => undefined);
    if (!upstream) return void res.writeHead(502).end();
    const body = Buffer.from(await upstream.arrayBuffer());
    res
      .writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
      .end(body);
  };
  const modeOf = (path: string) => faults.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'pass';

  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    state.calls.set(path, (state.calls.get(path) ?? 0) + 1);
    const mode = modeOf(path);
    events.emit('request', path);
    switch (mode) {
      case 'drop':
        req.socket.destroy();
        return;
      case 'slow': {
        // Never answers; counts the client hanging up (its time-out aborting the request).
        res.on('close', () => {
          if (res.writableEnded) return;
          state.abandoned++;
          events.emit('abandoned', path);
        });
        return;
      }
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        return forward(req, res);
      case 'error500':
        res.writeHead(500, { 'content-type': 'text/plain' }).end(INTERNAL_TEXT);
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"listings": [ {"id": 1,');
        return;
      case 'wrongShape': {
        const upstream = await fetch(`${target}${req.url}`);
        const body = JSON.stringify(breakShape(await upstream.json()));
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
        return;
      }
      case 'reset': {
        const upstream = await fetch(`${target}${req.url}`);
        const body = await upstream.text();
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
        res.write(body.slice(0, Math.floor(body.length / 2)), () => req.socket.destroy());
        return;
      }
      default:
        return forward(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  return {
    url: `http://127.0.0.1:${port}`,
    calls: state.calls,
    events,
    get abandoned() {
      return state.abandoned;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    async fault(prefix, mode) {
      const existing = faults.findIndex(([p]) => p === prefix);
      if (existing >= 0) faults.splice(existing, 1);
      if (mode !== 'pass' && mode !== 'refuse') faults.push([prefix, mode]);
      faults.sort((a, b) => b[0].length - a[0].length);
      // 'refuse' stops listening altogether, so connections are refused at the socket.
      if (mode === 'refuse' && server.listening) await stop();
      if (mode !== 'refuse' && !server.listening) await listen();
    },
    close: stop,
  };
}
