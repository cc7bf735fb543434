import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApolloLink } from '@apollo/client';
import { renderAccountPage } from '../../web/src/entry-server';
import { ACCOUNT_PATHS, ACCOUNT_TITLES, SIGN_IN_PARAMS } from '../../web/src/account/constants';
import type { ClientAssets } from './assets';
import { htmlDocument } from './document';
import { defaultHead } from './seo';
import type { PageData } from '../../web/src/ssr/page';
import { ssrRenderPasses } from '../observability/metrics';

/**
 * Account pages are private to whoever asks (docs/rules/account-pages.md#pages): no cache keeps them,
 * not even the browser's history cache, so Back after signing out cannot show them again.
 */
export const ACCOUNT_PAGE_CACHE = 'private, no-store';

export interface AccountPagesOptions {
  assets: ClientAssets;
  /** The page's in-process link to the gateway (pages.ts). */
  link: (request: FastifyRequest, reply: FastifyReply) => ApolloLink;
  /** The full-page error, when the render fails. */
  errorPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  /** What the request's brand and cookies tell every page (pages.ts). */
  pageData: (request: FastifyRequest, reply: FastifyReply) => PageData;
}

/** The sign-in page's title names the screen it opens on. */
const signInTitle = (request: FastifyRequest) =>
  (request.query as Record<string, unknown>)[SIGN_IN_PARAMS.screen] === SIGN_IN_PARAMS.signUpScreen
    ? ACCOUNT_TITLES.signUp
    : ACCOUNT_TITLES.signIn;

/**
 * /account/sign-in, /account/saved-searches and /account/saved-cars, noindex, never cached. The
 * saved searches page renders its list for whoever asks (docs/rules/account-pages.md#pages); the
 * others are shells whose private parts the browser asks for.
 */
export function registerAccountPages(app: FastifyInstance, options: AccountPagesOptions): void {
  const page = (path: string, title: (request: FastifyRequest) => string) =>
    app.get(path, async (request, reply) => {
      const pageData = options.pageData(request, reply);
      const rendered = await renderAccountPage({
        url: request.url,
        link: options.link(request, reply),
        page: pageData,
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'server render of an account page failed');
        return undefined;
      });
      if (!rendered) return options.errorPage(request, reply);
      ssrRenderPasses.observe({ page: 'account' }, rendered.passes);
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', ACCOUNT_PAGE_CACHE)
        .send(
          htmlDocument({
            head: defaultHead(title(request), true),
            // The nonces helmet made for this response (security/headers.ts): its CSP names them.
            nonces: reply.cspNonce ?? undefined,
            rootHtml: rendered.html,
            state: rendered.state,
            page: pageData,
            brand: pageData.brand,
            assets: options.assets,
            deferredModules: rendered.deferredModules,
          }),
        );
    });
  page(ACCOUNT_PATHS.signIn, signInTitle);
  page(ACCOUNT_PATHS.savedSearches, () => ACCOUNT_TITLES.savedSearches);
  page(ACCOUNT_PATHS.savedCars, () => ACCOUNT_TITLES.savedCars);
}
