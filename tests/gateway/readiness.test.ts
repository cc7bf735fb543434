import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { listenOnLoopback } from '../support/stack';

/** An upstream that only answers /readyz, counting the probes. */
interface ProbedUpstream {
  url: string;
  probes: number;
  ready: boolean;
  app: FastifyInstance;
}

async function probedUpstream(): Promise<ProbedUpstream> {
  const app = Fastify();
  const upstream = { url: '', probes: 0, ready: true, app };
  app.get('/readyz', async (_request, reply) => {
    upstream.probes++;
    return upstream.ready ? { status: 'ready' } : reply.code(503).send({ status: 'starting' });
  });
  upstream.url = await listenOnLoopback(app);
  return upstream;
}

/** A loopback port nothing listens on: connections are refused. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let lsc: ProbedUpstream;
let research: ProbedUpstream;
const gateways: Gateway[] = [];

beforeAll(async () => {
  [lsc, research] = await Promise.all([probedUpstream(), probedUpstream()]);
});
afterAll(async () => {
  await Promise.all([...gateways.map((g) => g.app.close()), lsc.app.close(), research.app.close()]);
});

async function readyz(urls: string | { lsc: string; research: string; account?: string; leads?: string }) {
  const gateway = await createGateway({ upstreams: createUpstreams(urls), imagesUrl: lsc.url });
  gateways.push(gateway);
  const response = await gateway.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('/readyz checks every upstream the gateway calls', () => {
  test('ready when the listing search and the research content both are, each asked at its own URL', async () => {
    const before = { lsc: lsc.probes, research: research.probes };
    expect(await readyz({ lsc: lsc.url, research: research.url })).toEqual({
      status: 200,
      body: {
        status: 'ready',
        upstreams: { lsc: 'ready', research: 'ready', account: 'ready', leads: 'ready', cms: 'ready' },
      },
    });
    expect(lsc.probes - before.lsc).toBe(1);
    expect(research.probes - before.research).toBe(1);
  });

  test('the research content down: 503, naming it and the content service at its URL', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    expect(await readyz({ lsc: lsc.url, research: down })).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        upstreams: { lsc: 'ready', research: 'not ready', account: 'ready', leads: 'ready', cms: 'not ready' },
      },
    });
  });

  test('the account service down: 503, naming it', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    expect(await readyz({ lsc: lsc.url, research: research.url, account: down })).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        upstreams: { lsc: 'ready', research: 'ready', account: 'not ready', leads: 'ready', cms: 'ready' },
      },
    });
  });

  test('the leads service down: 503, naming it', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    expect(await readyz({ lsc: lsc.url, research: research.url, leads: down })).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        upstreams: { lsc: 'ready', research: 'ready', account: 'ready', leads: 'not ready', cms: 'ready' },
      },
    });
  });

  test('the listing search still starting (503 from its /readyz): 503, naming it and the account and leads services at its URL', async () => {
    lsc.ready = false;
    try {
      expect(await readyz({ lsc: lsc.url, research: research.url })).toEqual({
        status: 503,
        body: {
          status: 'not ready',
          upstreams: { lsc: 'not ready', research: 'ready', account: 'not ready', leads: 'not ready', cms: 'ready' },
        },
      });
    } finally {
      lsc.ready = true;
    }
  });

  test('upstreams at one URL are asked once', async () => {
    const before = lsc.probes;
    expect((await readyz(lsc.url)).body).toEqual({
      status: 'ready',
      upstreams: { lsc: 'ready', research: 'ready', account: 'ready', leads: 'ready', cms: 'ready' },
    });
    expect(lsc.probes - before).toBe(1);
  });
});
