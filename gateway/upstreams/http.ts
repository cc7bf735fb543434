/** Fetching JSON from a REST upstream, with the call aborted at its time-out. */

export type QueryParams = Record<string, string | number | boolean | Array<string | number> | undefined | null>;

/** An upstream answered with a non-2xx status. */
export class UpstreamHttpError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${path} answered ${status}`);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The upstream did not answer within its time-out; the request was aborted. */
export class UpstreamTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(
    readonly path: string,
    readonly timeoutMs: number,
  ) {
    super(`${path} timed out after ${timeoutMs} ms`);
  }
}

/**
 * An upstream answered 2xx with a body that breaks the endpoint's contract (contracts/). The
 * upstream's fault, not the caller's: it counts towards opening the circuit, like a 5xx. Only the
 * first issue's path and code are kept, never the offending values.
 */
export class UpstreamPayloadError extends Error {
  /** Where in the body the first issue is, e.g. `listings.3.pricingDetail.salePrice` ('(root)' for the body itself). */
  readonly issuePath: string;
  readonly issueCode: string;
  constructor(
    readonly path: string,
    issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; code: string }>,
  ) {
    const [first] = issues;
    const issuePath = first?.path.length ? first.path.map(String).join('.') : '(root)';
    super(`${path} answered a body that breaks its contract at ${issuePath}`);
    this.issuePath = issuePath;
    this.issueCode = first?.code ?? 'unknown';
  }
}

/** Repeated keys for lists, as the SRP URL carries them. */
function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}

export async function getJson<T>(baseUrl: string, path: string, params: QueryParams, timeoutMs: number): Promise<T> {
  const query = toSearchParams(params).toString();
  const url = `${baseUrl}${path}${query ? `?${query}` : ''}`;
  return timed(path, timeoutMs, async (signal) =>
    readJson<T>(await fetch(url, { signal, headers: { accept: 'application/json' } }), path),
  );
}

/**
 * Fetches an HTML fragment (a content service's rendered text). A 2xx answer that is not text/html
 * is the upstream's failure, like malformed JSON; a refusal's body is read as JSON when it is some
 * (the upstream's error body), so a 400 can name its parameter.
 */
export async function getHtml(baseUrl: string, path: string, params: QueryParams, timeoutMs: number): Promise<string> {
  const query = toSearchParams(params).toString();
  const url = `${baseUrl}${path}${query ? `?${query}` : ''}`;
  return timed(path, timeoutMs, async (signal) => {
    const response = await fetch(url, { signal, headers: { accept: 'text/html' } });
    const text = await response.text();
    if (!response.ok) {
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      throw new UpstreamHttpError(path, response.status, body);
    }
    if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
      throw new UpstreamHttpError(path, 502, undefined);
    return text;
  });
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call of any method: query parameters, a JSON body (writes) and headers saying who is calling. */
export interface JsonRequest {
  method: HttpMethod;
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string | undefined>;
}

/** Like getJson, for any method; undefined headers are left out. */
export async function requestJson<T>(
  baseUrl: string,
  path: string,
  request: JsonRequest,
  timeoutMs: number,
): Promise<T> {
  const query = request.params ? toSearchParams(request.params).toString() : '';
  const url = `${baseUrl}${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[name] = value;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return timed(path, timeoutMs, async (signal) => {
    const response = await fetch(url, {
      method: request.method,
      signal,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    return readJson<T>(response, path);
  });
}

/**
 * A GET whose whole answer (status, headers and body) comes within `timeoutMs`, for the routes that
 * pass an upstream's bytes on (photos, ad pictures) and the readiness checks; undefined when the
 * upstream cannot be reached, stops sending, or takes longer.
 */
export async function fetchWhole(
  url: string,
  timeoutMs: number,
): Promise<{ response: Response; body: Buffer } | undefined> {
  return timed(url, timeoutMs, async (signal) => {
    const response = await fetch(url, { signal });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }).catch(() => undefined);
}

/**
 * Runs one HTTP call, the reading of its answer included, under its time-out, and clears the timer
 * as soon as the call settles. AbortSignal.timeout's timer cannot be cleared: each fired seconds
 * after its call had been answered, built a TimeoutError and aborted a finished request, and until
 * then kept the signal and the request alive.
 */
async function timed<T>(path: string, timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await call(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? new UpstreamTimeoutError(path, timeoutMs) : error;
  } finally {
    clearTimeout(timer);
  }
}

async function readJson<T>(response: Response, path: string): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new UpstreamHttpError(path, response.ok ? 502 : response.status, undefined);
  }
  if (!response.ok) throw new UpstreamHttpError(path, response.status, body);
  return body as T;
}
