import type { LscClient } from '../upstreams/lsc/client';

/**
 * The lsc client for one page render: the tree's query and the head's query ask for the same
 * search, so identical calls (same method, same arguments) share one upstream request. Lives for
 * one request only; the breakers stay those of the process-wide client.
 */
export function memoisedLsc(client: LscClient): LscClient {
  const calls = new Map<string, Promise<unknown>>();
  return new Proxy(client, {
    get(target, name, receiver) {
      const member = Reflect.get(target, name, receiver) as unknown;
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const key = `${String(name)}:${JSON.stringify(args)}`;
        let call = calls.get(key);
        if (!call) {
          call = (member as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          calls.set(key, call);
        }
        return call;
      };
    },
  });
}
