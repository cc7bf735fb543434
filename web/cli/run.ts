import { parseArgs } from 'node:util';
import type { Brand } from './__generated__/graphql';
import { ApiError, createApiClient, type Budget } from './api';
import { CliListingDocument, CliNaturalDocument, CliSearchDocument } from './documents';
import { formatBudget, formatIgnored, formatListing, formatSearch } from './format';

/** Where the CLI finds the API and its key when no option says (README, "Command-line client"). */
export const CLI_ENV = { url: 'CARS_API_URL', key: 'CARS_API_KEY' } as const;
export const DEFAULT_API_URL = 'http://localhost:4000/graphql';

const BRANDS: Record<string, Brand> = { 'used-car': 'USED_CAR', valuation: 'VALUATION', 'car-maker': 'CAR_MAKER' };

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  search "<query string>"   search listings, e.g. search "makeCode=FORD&zip=30301&sortBy=derivedpriceASC"
  search "<sentence>"       search what a sentence says, e.g. search "awd suv under 30k near atlanta"
  listing <id>               one listing's details

Options:
  --brand used-car|valuation|car-maker   the site to search (default: the API host's brand)
  --json                                  print the API's data as JSON
  --url <url>                             the GraphQL endpoint (default $${CLI_ENV.url}, else ${DEFAULT_API_URL})

The API key is read from $${CLI_ENV.key} (create one with: npm run api-key -- create NAME).`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  err(text: string): void;
  fetch?: typeof fetch;
}

/** Exit codes: 0 done, 1 the API refused or failed, 2 the command line is wrong. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        brand: { type: 'string' },
        json: { type: 'boolean' },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, argument, ...extra] = positionals;
  if (values.help || !command) {
    (values.help ? io.out : io.err)(USAGE);
    return values.help ? 0 : 2;
  }
  const usageError = (message: string) => {
    io.err(`${message}\n\n${USAGE}`);
    return 2;
  };
  if (command !== 'search' && command !== 'listing') return usageError(`Unknown command '${command}'.`);
  if (argument === undefined)
    return usageError(`'${command}' needs ${command === 'search' ? 'a query string or a sentence' : 'a listing id'}.`);
  if (extra.length > 0) return usageError(`Unexpected '${extra.join(' ')}': quote the query string or sentence.`);
  const brand = values.brand === undefined ? undefined : BRANDS[values.brand];
  if (values.brand !== undefined && !brand)
    return usageError(`--brand must be one of ${Object.keys(BRANDS).join(', ')}, not '${values.brand}'.`);
  if (command === 'listing' && !/^\d{1,15}$/.test(argument))
    return usageError(`A listing id is 1 to 15 digits, not '${argument}'.`);
  const key = io.env[CLI_ENV.key];
  if (!key) return usageError(`Set ${CLI_ENV.key} to an API key.`);
  const url = values.url ?? io.env[CLI_ENV.url] ?? DEFAULT_API_URL;
  try {
    new URL(url);
  } catch {
    return usageError(`The API URL '${url}' is not a URL.`);
  }

  const request = createApiClient({ url, key, fetch: io.fetch });
  const say = (budget: Budget) => {
    const left = formatBudget(budget);
    if (left) io.err(left);
  };
  try {
    if (command === 'search') {
      let queryString = argument;
      // Text with no 'name=value' in it is a sentence: the API reads it into a query string first.
      if (!argument.includes('=')) {
        const reading = await request(CliNaturalDocument, { text: argument, brand });
        const { understood, ignored, url: srp } = reading.data.naturalSearch;
        io.err(
          `Read as: ${understood.map((u) => u.label).join(' · ') || 'nothing'}${ignored.length ? ` (ignored: ${ignored.join(', ')})` : ''}`,
        );
        queryString = srp.split('?')[1] ?? '';
      }
      const { data, budget } = await request(CliSearchDocument, { queryString, brand });
      io.out(values.json ? JSON.stringify(data, null, 2) : formatSearch(data.searchListings, url));
      const ignored = formatIgnored(data.searchListings);
      if (ignored) io.err(ignored);
      say(budget);
      return 0;
    }
    const { data, budget } = await request(CliListingDocument, { id: argument });
    say(budget);
    if (!data.listing) {
      io.err(`No listing ${argument} is for sale.`);
      return 1;
    }
    io.out(values.json ? JSON.stringify(data, null, 2) : formatListing(data.listing, url));
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const wait = error.retryAfterSeconds !== undefined ? ` Try again in ${error.retryAfterSeconds} s.` : '';
    io.err(`${error.message}${wait} [${error.code}]`);
    say(error.budget);
    return 1;
  }
}
