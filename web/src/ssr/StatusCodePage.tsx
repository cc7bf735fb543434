import { SRP_PATH } from '../../../contracts/search';
import type { BrandCode } from '../../../contracts/search/brands';
import { SiteChrome } from '../components/SiteChrome';

const MESSAGES: Record<number, string> = {
  400: 'This search could not be understood.',
  404: 'This page could not be found.',
  410: 'This page is no longer available.',
};

/**
 * A page of its own for a status code (docs/rules/pages.md#status-code-pages), in the site's chrome
 * (docs/rules/pages.md#site-chrome). Server HTML only: no client, so no opt-out button.
 */
export function StatusCodePage({ status, brand }: { status: number; brand?: BrandCode }) {
  return (
    <SiteChrome brand={brand} withOptOut={false}>
      <main id="main" tabIndex={-1} className="srp srp--error">
        <div className="error-screen" role="alert">
          <h1 className="error-screen__title">
            {status}: {MESSAGES[status] ?? 'Something went wrong.'}
          </h1>
          <a className="button" href={SRP_PATH}>
            Search cars for sale
          </a>
        </div>
      </main>
    </SiteChrome>
  );
}
