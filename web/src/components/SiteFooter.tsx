import { useState } from 'react';
import { BRAND_THEMES } from '../brand/theme';
import { optOut } from '../events/record';
import { OPT_OUT_KEY } from '../events/constants';
import { useClientValue } from '../hooks/useClientValue';
import { ACCOUNT_PATHS } from '../account/constants';
import { COMPARE_PATH } from '../compare/constants';
import { usePageData } from '../ssr/page';
import { WEB_BRAND } from '../search/constants';
import { SRP_PATH } from '../../../contracts/search';
import { BRANDS, type BrandCode } from '../../../contracts/search/brands';
import { DEFAULT_FEATURES } from '../../../contracts/features';

export const OPT_OUT_TEXTS = {
  button: 'Do not share my shopping activity',
  done: 'Your shopping activity is no longer shared from this browser.',
} as const;

/**
 * The site footer (docs/rules/pages.md#site-chrome): the brand's name and tagline, links to the
 * site's main pages (plain links: no router needed) and the shopper-events opt-out. Pages without
 * a client (the static status-code page) leave the opt-out out: its button would do nothing there.
 */
export function SiteFooter({ brand: code, withOptOut = true }: { brand?: BrandCode; withOptOut?: boolean }) {
  const page = usePageData();
  const brandCode = code ?? page.brand ?? WEB_BRAND;
  const brand = BRANDS[brandCode];
  const features = (!code && page.features) || DEFAULT_FEATURES[brandCode];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__name">{brand.name}</p>
          <p className="site-footer__tagline">{BRAND_THEMES[brandCode].tagline}</p>
        </div>
        <nav aria-label="Site">
          <ul className="site-footer__links">
            <li>
              <a href={SRP_PATH}>Cars for Sale</a>
            </li>
            {features.compare && (
              <li>
                <a href={COMPARE_PATH}>Compare</a>
              </li>
            )}
            {features.savedSearches && (
              <li>
                <a href={ACCOUNT_PATHS.savedSearches}>Saved searches</a>
              </li>
            )}
            <li>
              <a href={ACCOUNT_PATHS.savedCars}>Saved cars</a>
            </li>
          </ul>
        </nav>
        {withOptOut && <OptOut />}
      </div>
    </footer>
  );
}

const optedOut = () => new RegExp(`(?:^|;\\s*)${OPT_OUT_KEY}=1(?:;|$)`).test(document.cookie);

/**
 * Shown once the page is hydrated, like every control that needs script (without it the button
 * would do nothing): optOut() (events/record.ts) sets the flag the recorder checks.
 */
function OptOut() {
  const already = useClientValue(optedOut, false);
  const hydrated = useClientValue(() => true, false);
  const [pressed, setPressed] = useState(false);
  return (
    <div>
      {hydrated && (
        <button
          type="button"
          className="site-footer__optout"
          onClick={() => {
            optOut();
            setPressed(true);
          }}
        >
          {OPT_OUT_TEXTS.button}
        </button>
      )}
      {/* In the HTML from the start, so its text is announced when it changes. */}
      <p className="site-footer__status" role="status">
        {pressed || already ? OPT_OUT_TEXTS.done : ''}
      </p>
    </div>
  );
}
