import { closeOnSignal, readConfigOrExit, startGateway } from './start';

/**
 * The gateway alone, calling upstreams that run elsewhere (UPSTREAM_LSC_URL, UPSTREAM_RESEARCH_URL,
 * UPSTREAM_ACCOUNT_URL, UPSTREAM_LEADS_URL).
 * The repository's main.ts starts it beside the reference upstreams instead.
 */
const gateway = await startGateway(readConfigOrExit());
closeOnSignal(() => gateway.close());
