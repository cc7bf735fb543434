import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import type { ResearchErrorBody } from '../../contracts/research/index';
import { CERTIFIED_CONTENT, DEFAULT_POSTS_PER_PAGE, MAX_POSTS_PER_PAGE, MAX_YEAR, MIN_YEAR } from './constants';
import { consumerRatings, expertReviews, referenceVehicles } from './store';

/**
 * The research-content upstreams (docs/rules/upstreams.md#research-content-calls): the valuation site's reference vehicles and consumer
 * ratings, its content API's expert review posts (WordPress's /wp-json/wp/v2/posts shape), and the
 * certified program's static content. Bad input is a 400 naming the parameter, never a 500.
 */

export interface ResearchDeps {
  db: Queryable;
  /** Whether the research rows are seeded; 503 until then. */
  ready: () => boolean;
}

type Query = Record<string, string | string[] | undefined>;

class InvalidParameterError extends Error {
  constructor(
    readonly parameter: string,
    reason: string,
  ) {
    super(`Invalid value for '${parameter}': ${reason}`);
  }
}

const errorBody = (code: string, message: string, parameter?: string): ResearchErrorBody => ({
  error: parameter === undefined ? { code, message } : { code, message, parameter },
});

/** One value of a parameter: repeated or missing (when required) is refused. */
function single(query: Query, name: string, required: true): string;
function single(query: Query, name: string, required?: false): string | undefined;
function single(query: Query, name: string, required = false): string | undefined {
  const raw = query[name];
  if (Array.isArray(raw)) throw new InvalidParameterError(name, 'give one value');
  const value = raw?.trim();
  if (!value) {
    if (required) throw new InvalidParameterError(name, 'is required');
    return undefined;
  }
  return value;
}

const CODE = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/)
  .transform((code) => code.toUpperCase());
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const YEAR = wholeNumber(MIN_YEAR, MAX_YEAR);
// Built once at load, not per request (a zod schema costs tens of µs to build).
const VEHICLE_ID = wholeNumber(1, 2_147_483_647);
const POSTS_PER_PAGE = wholeNumber(1, MAX_POSTS_PER_PAGE);
const POSTS_PAGE = wholeNumber(1, 10_000);

function parse<T>(schema: z.ZodType<T, string>, value: string, parameter: string, reason: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidParameterError(parameter, reason);
  return parsed.data;
}

/** ymmt: make/model[/year[/trim]] codes joined by '/' (docs/rules/research.md#expert-reviews). */
function ymmtOf(raw: string) {
  const parts = raw.split('/');
  if (parts.length < 2 || parts.length > 4)
    throw new InvalidParameterError('ymmt', 'must be make/model[/year[/trim]] codes joined by /');
  const [make, model, year, trim] = parts;
  const reason = 'must be make/model[/year[/trim]] codes joined by /';
  return {
    makeCode: parse(CODE, make, 'ymmt', reason),
    modelCode: parse(CODE, model, 'ymmt', reason),
    year: year === undefined ? undefined : parse(YEAR, year, 'ymmt', `year must be from ${MIN_YEAR} to ${MAX_YEAR}`),
    trimCode: trim === undefined ? undefined : parse(CODE, trim, 'ymmt', reason),
  };
}

type Handler = (query: Query, path: Record<string, string>, reply: FastifyReply) => Promise<unknown> | unknown;

export function registerResearchRoutes(app: FastifyInstance, deps: ResearchDeps): void {
  void app.register(async (scope) => {
    // Anything the framework refuses (a bad path parameter …) keeps the service's error shape.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.code(status).send(errorBody('BAD_REQUEST', error.message));
      request.log.error(error);
      return reply.code(500).send(errorBody('INTERNAL', 'The research service failed'));
    });
    const get = (url: string, handler: Handler) =>
      scope.get(url, async (request, reply) => {
        if (!deps.ready()) return reply.code(503).send(errorBody('NOT_READY', 'The research content is still loading'));
        try {
          return await handler((request.query ?? {}) as Query, (request.params ?? {}) as Record<string, string>, reply);
        } catch (error) {
          if (error instanceof InvalidParameterError)
            return reply.code(400).send(errorBody('INVALID_PARAMETER', error.message, error.parameter));
          throw error;
        }
      });

    get('/cars-for-sale/kbbresearch/reference/vehicles', async (query) => {
      const year = parse(
        YEAR,
        single(query, 'yearId', true),
        'yearId',
        `must be a year from ${MIN_YEAR} to ${MAX_YEAR}`,
      );
      const makeCode = parse(CODE, single(query, 'atcMakeCode', true), 'atcMakeCode', 'must be a make code');
      const modelCode = parse(CODE, single(query, 'atcModelCode', true), 'atcModelCode', 'must be a model code');
      return { items: await referenceVehicles(deps.db, year, makeCode, modelCode) };
    });

    get('/cars-for-sale/kbbresearch/consumer-ratings/:vehicleId', async (_query, path, reply) => {
      const vehicleId = parse(VEHICLE_ID, path.vehicleId ?? '', 'vehicleId', 'must be a vehicle id');
      const ratings = await consumerRatings(deps.db, vehicleId);
      return ratings ?? reply.code(404).send(errorBody('NOT_FOUND', `No vehicle ${vehicleId}`, 'vehicleId'));
    });

    get('/content/wp-json/wp/v2/posts', async (query, _path, reply) => {
      const subject = ymmtOf(single(query, 'ymmt', true));
      const perPageRaw = single(query, 'per_page');
      const pageRaw = single(query, 'page');
      const perPage =
        perPageRaw === undefined
          ? DEFAULT_POSTS_PER_PAGE
          : parse(POSTS_PER_PAGE, perPageRaw, 'per_page', `must be from 1 to ${MAX_POSTS_PER_PAGE}`);
      const page = pageRaw === undefined ? 1 : parse(POSTS_PAGE, pageRaw, 'page', 'must be a page number from 1');
      // WordPress takes _embed as a bare flag (`&_embed`) or with any value.
      const embed = '_embed' in query;
      const { total, posts } = await expertReviews(deps.db, { ...subject, perPage, page, embed });
      void reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(Math.ceil(total / perPage)));
      return posts;
    });

    get('/content/static/json/atc/cpo/certifiedcontent.json', () => CERTIFIED_CONTENT);
  });
}
