import type { ApolloClient, ErrorLike } from '@apollo/client';
import { TrimsOfModelYearQuery } from './documents';
import { parseBuildPriceParams, resolveBuildPrice } from './trims';

/** What the server writes around the build-price page: its title and status (docs/rules/trims.md#build-price-parameters). */
export interface BuildPriceHead {
  title: string;
  status: 200 | 400 | 404;
}

const BUILD_PRICE_TITLE = 'Build & price';

/**
 * The build-price page's data, fetched before the server renders it (into the client's cache, so
 * the render reads it): its head, or the failure of the fetch. A missing or malformed parameter
 * fetches nothing (400); a trim the year does not have is a 404. The page says why in both cases.
 */
export async function buildPricePageHead(
  client: ApolloClient,
  search: string,
): Promise<BuildPriceHead | { failure: ErrorLike }> {
  const parsed = parseBuildPriceParams(search);
  if (!parsed.ok) return { title: BUILD_PRICE_TITLE, status: 400 };
  const { makeCode, modelCode, year } = parsed.target;
  const { data, error } = await client.query({
    query: TrimsOfModelYearQuery,
    variables: { makeCode, modelCode, year },
    errorPolicy: 'all',
  });
  if (error || !data)
    return { failure: error ?? new Error(`the trims of ${makeCode} ${modelCode} ${year} came back empty`) };
  const outcome = resolveBuildPrice(parsed.target, data.modelInfo);
  if (outcome.kind === 'problem') return { title: BUILD_PRICE_TITLE, status: outcome.status };
  const { trim } = outcome;
  return { title: `${BUILD_PRICE_TITLE}: ${year} ${trim.atcMake} ${trim.atcModel} ${trim.trimName}`, status: 200 };
}
