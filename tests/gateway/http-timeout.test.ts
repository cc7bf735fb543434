import { jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWhole, getJson, requestJson, UpstreamTimeoutError } from '../../gateway/upstreams/http';

/**
 * An upstream call's time-out (gateway/upstreams/http.ts): it covers the whole call, the answer's
 * body included, and ends with the call, leaving no timer behind to fire on a finished request.
 */

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    // /stall sends its headers and then never finishes its body; anything else answers at once.
    if (request.url?.startsWith('/stall')) response.write('{"listings":[');
    // /cut sends its headers and part of its body, then drops the connection.
    else if (request.url?.startsWith('/cut')) {
      response.write('<svg');
      setTimeout(() => response.destroy(), 20);
    } else response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('a body that stops arriving times out as the upstream time-out, not as an abort from deep in the body', async () => {
  const call = getJson(baseUrl, '/stall', {}, 200);
  await expect(call).rejects.toBeInstanceOf(UpstreamTimeoutError);
  await expect(call).rejects.toMatchObject({ code: 'ETIMEDOUT', path: '/stall', timeoutMs: 200 });
});

test('a write whose answer stalls times out the same way', async () => {
  await expect(requestJson(baseUrl, '/stall', { method: 'POST', body: { a: 1 } }, 200)).rejects.toBeInstanceOf(
    UpstreamTimeoutError,
  );
});

test('an answered call is never aborted afterwards: its time-out ends with it', async () => {
  const realFetch = globalThis.fetch;
  const signals: AbortSignal[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (init?.signal) signals.push(init.signal);
    return realFetch(input, init);
  });
  try {
    // A time-out long enough for a loaded machine to answer within, short enough to wait past.
    await expect(getJson(baseUrl, '/ok', {}, 1_000)).resolves.toEqual({ ok: true });
    // Past the time-out: a timer that outlived the call would abort its finished request now.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(signals).toHaveLength(1);
    expect(signals[0].aborted).toBe(false);
  } finally {
    spy.mockRestore();
  }
});

describe('fetchWhole (photos, ad pictures, readiness): the whole answer or nothing', () => {
  test('a whole answer comes with its status, headers and bytes', async () => {
    const answer = await fetchWhole(`${baseUrl}/ok`, 1_000);
    expect(answer?.response.status).toBe(200);
    expect(answer?.response.headers.get('content-type')).toBe('application/json');
    expect(answer?.body.toString()).toBe('{"ok":true}');
  });

  test('a body that stops arriving is nothing once the time-out passes', async () => {
    await expect(fetchWhole(`${baseUrl}/stall`, 200)).resolves.toBeUndefined();
  });

  test('a connection dropped in the middle of the body is nothing, not an error thrown at the route', async () => {
    await expect(fetchWhole(`${baseUrl}/cut`, 1_000)).resolves.toBeUndefined();
  });

  test('an upstream that cannot be reached is nothing', async () => {
    await expect(fetchWhole('http://127.0.0.1:9/', 1_000)).resolves.toBeUndefined();
  });
});
