import type { AddressInfo } from 'node:net';
import { createUpstreamServer } from '../../upstreams/server';

/**
 * The reference upstreams in a process of their own, over the PGlite data folder in DATA_DIR (the
 * durability test kills it with SIGKILL). Prints its base URL as one JSON line once listening.
 */
const upstreams = await createUpstreamServer({ seedListings: 20 });
await upstreams.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = upstreams.app.server.address() as AddressInfo;
console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
