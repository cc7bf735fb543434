import { useEffect } from 'react';
import { Link } from 'react-router';
import { useFragment, useQuery } from '@apollo/client/react';
import { SRP_PATH } from '../../../contracts/search';
import { formatMiles, formatPrice } from '../components/format';
import { useClientValue } from '../hooks/useClientValue';
import { SAVED_CAR_TEXTS } from '../saved-cars/rules';
import { VIEWER_ID } from './cache';
import { ACCOUNT_PATHS, ACCOUNT_TEXTS, ACCOUNT_TITLES } from './constants';
import type { SavedCarsQuery } from './__generated__/graphql';
import { SavedCarsQueryDocument, SavedListingIdsFragment } from './documents';
import { setPageTitle } from './pageTitle';
import { signInHref } from './refUrl';

type SavedCar = SavedCarsQuery['me']['savedListings'][number];

/** One saved car: its photo, name and current price, or 'No longer available' once sold; and its heart. */
function SavedCarItem({ car }: { car: SavedCar }) {
  const { listing } = car;
  const heading = listing?.title ?? car.title;
  const priceNow = listing?.pricingDetail.salePrice;
  const priceThen = car.priceWhenSaved;
  return (
    <li className={`saved-car${listing ? '' : ' saved-car--gone'}`}>
      {listing ? (
        <img className="saved-car__image" src={listing.image.src} alt={listing.image.alt} width={160} height={120} />
      ) : (
        <div className="saved-car__image saved-car__image--none" aria-hidden="true" />
      )}
      <div className="saved-car__body">
        <h2 className="saved-car__title">{listing ? <Link to={listing.vdpUrl}>{heading}</Link> : heading}</h2>
        {listing ? (
          <>
            {priceNow != null && <p className="saved-car__price">{formatPrice(priceNow)}</p>}
            {priceNow != null && priceThen != null && priceNow !== priceThen && (
              <p className="saved-car__was">{formatPrice(priceThen)} when you saved it</p>
            )}
            <p className="saved-car__mileage">{formatMiles(listing.mileage)}</p>
          </>
        ) : (
          <p className="saved-car__gone">{SAVED_CAR_TEXTS.noLongerAvailable}</p>
        )}
      </div>
      {/* Served by the saved cars controller, as every heart is; the car leaves this list at once. */}
      <button
        type="button"
        className="button button--secondary saved-car__remove"
        data-save-id={car.listingId}
        data-save-title={heading}
      >
        Unsave<span className="visually-hidden"> {heading}</span>
      </button>
    </li>
  );
}

/** The list, asked for by the browser only; a car unsaved anywhere leaves it (the viewer's saved ids). */
function SavedCarsList() {
  const { data, loading, error } = useQuery(SavedCarsQueryDocument, { fetchPolicy: 'cache-and-network' });
  const { data: ids } = useFragment({ fragment: SavedListingIdsFragment, from: VIEWER_ID });
  if (loading && !data) return <p role="status">Loading your saved cars…</p>;
  if (error && !data)
    return (
      <p className="alert alert--danger" role="alert">
        {ACCOUNT_TEXTS.genericError}
      </p>
    );
  if (!data) return null;
  const savedIds = new Set(ids?.savedListingIds ?? data.me.savedListingIds);
  const cars = data.me.savedListings.filter((car) => savedIds.has(car.listingId));
  return (
    <>
      {!data.me.signedIn && (
        <p className="account__prompt">
          These cars are kept in this browser only. <a href={signInHref(ACCOUNT_PATHS.savedCars)}>Sign in</a> to keep
          them in your account.
        </p>
      )}
      {cars.length === 0 ? (
        <p className="account__empty">You have no saved cars yet. Tap the heart on a car to keep it here.</p>
      ) : (
        <ul className="saved-cars" aria-label="Your saved cars">
          {cars.map((car) => (
            <SavedCarItem key={car.listingId} car={car} />
          ))}
        </ul>
      )}
    </>
  );
}

/** /account/saved-cars (docs/rules/saved-cars.md#saved-cars-page). */
export function SavedCarsPage() {
  const inBrowser = useClientValue(() => true, false);
  useEffect(() => {
    setPageTitle(ACCOUNT_TITLES.savedCars);
  }, []);
  return (
    <main id="main" tabIndex={-1} className="account account--wide">
      <div className="account__top">
        <Link to={SRP_PATH}>Search cars for sale</Link>
      </div>
      <h1 className="account__title">{ACCOUNT_TITLES.savedCars}</h1>
      {inBrowser ? <SavedCarsList /> : <p role="status">Loading your saved cars…</p>}
    </main>
  );
}
