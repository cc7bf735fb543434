import { useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatPrice } from '../components/format';
import { record } from '../events/record';
import { usePageData } from '../ssr/page';
import { hiddenIn, hideCookie } from './cookie';
import { SHOWCASE_ID, SHOWCASE_SLOT, SHOWCASE_TEXTS } from './constants';
import { AlphaShowcaseQuery } from './documents';

// Hide as this browser keeps it: the cookie, read again when this page writes it.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const hiddenNow = () => hiddenIn(document.cookie);

/** Whether the shopper hid the showcase: the server's reading of the cookie until hydrated. */
function useHidden(): [boolean, () => void] {
  const { showcaseHidden } = usePageData();
  const hidden = useSyncExternalStore(subscribe, hiddenNow, () => showcaseHidden === true);
  const hide = () => {
    document.cookie = hideCookie();
    for (const listener of listeners) listener();
  };
  return [hidden, hide];
}

/** The box the showcase takes while it loads: the same height as the closed showcase. */
function ShowcasePlaceholder() {
  return (
    <section className="showcase showcase--loading" aria-busy="true" aria-label={SHOWCASE_TEXTS.loading}>
      <div className="showcase__bar" />
    </section>
  );
}

/**
 * The alpha showcase (docs/rules/showcase.md): a sponsored dealer of the search's market above the
 * results, closed to one bar; View Vehicles opens its carousel of up to 12 listings, Hide puts it
 * away for the session (a cookie the server reads too), 'See all' narrows the results to the dealer.
 * Shown only where the search can have one (`eligible`): a ZIP code, not already a sponsorship. It
 * comes with the page's query (`loading` while that runs) and is read from the cache.
 */
export function AlphaShowcase({
  queryString,
  eligible,
  loading,
}: {
  queryString: string;
  eligible: boolean;
  loading: boolean;
}) {
  const [hidden, hide] = useHidden();
  const [open, setOpen] = useState(false);
  const carouselId = useId();
  const { data } = useQuery(AlphaShowcaseQuery, {
    variables: { queryString },
    fetchPolicy: 'cache-only',
    skip: hidden || !eligible || loading,
  });
  if (hidden || !eligible) return null;
  if (loading) return <ShowcasePlaceholder />;
  const showcase = data?.searchListings.alphaShowcase;
  if (!showcase) return null;
  const { owner, listings } = showcase;
  const clicked = () => record({ type: 'ad_clicked', slot: SHOWCASE_SLOT });
  return (
    <section className="showcase" id={SHOWCASE_ID} aria-label={`${SHOWCASE_TEXTS.sponsored}: ${owner.name}`}>
      <div className="showcase__bar">
        <p className="showcase__label">{SHOWCASE_TEXTS.sponsored}</p>
        <div className="showcase__dealer">
          <h2 className="showcase__name">{owner.name}</h2>
          <p className="showcase__meta">
            {showcase.view === 'INVENTORY' ? SHOWCASE_TEXTS.matching(showcase.matchCount) : SHOWCASE_TEXTS.ownerView}
            {` · ${owner.address.city}, ${owner.address.state}`}
          </p>
        </div>
        <div className="showcase__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={open}
            aria-controls={carouselId}
            onClick={() => setOpen(!open)}
          >
            {open ? SHOWCASE_TEXTS.hideVehicles : SHOWCASE_TEXTS.viewVehicles}
          </button>
          <Link className="showcase__see-all" to={showcase.seeAllHref} onClick={clicked}>
            {SHOWCASE_TEXTS.seeAll(showcase.matchCount)}
          </Link>
          <button
            type="button"
            className="showcase__hide"
            aria-label={SHOWCASE_TEXTS.hideLabel(owner.name)}
            onClick={hide}
          >
            {SHOWCASE_TEXTS.hide}
          </button>
        </div>
      </div>
      <ul className="showcase__carousel" id={carouselId} hidden={!open}>
        {listings.map((listing) => (
          <li key={listing.id} className="showcase__item">
            <Link to={listing.vdpUrl} className="showcase__link" onClick={clicked}>
              <img src={listing.image.src} alt={listing.image.alt} width={240} height={180} loading="lazy" />
              <span className="showcase__title">{`${listing.year} ${listing.make} ${listing.model} ${listing.trim}`}</span>
              <span className="showcase__price">{formatPrice(listing.pricingDetail.salePrice)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
