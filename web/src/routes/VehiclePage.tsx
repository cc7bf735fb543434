import { useEffect } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { graphql } from '../__generated__/gql';
import { formatMiles, formatPrice } from '../components/format';
import { useClientValue } from '../hooks/useClientValue';
import { VehicleContact } from '../contact/VehicleContact';
import { VehicleActions } from '../listing-actions/VehicleActions';
import { SaveButton } from '../saved-cars/SaveButton';
import { SRP_PATH } from '../../../contracts/search';
import { whenIdle } from '../still-interested/idle';
import { rememberView, saveSyncedFor, signedInCookie } from '../still-interested/store';

export const VehiclePageQuery = graphql(`
  query VehiclePage($id: ID!) {
    listing(id: $id) {
      id
      title
      vin
      mileage
      image {
        src
        alt
      }
      pricingDetail {
        salePrice
      }
      owner {
        id
        name
        phone
        hideEmailForm
        privateSeller
        address {
          city
          state
        }
      }
    }
  }
`);

/**
 * The search of the results page this page was opened from, when the router did not bring it: a
 * card followed before it hydrated (cards hydrate as they come near the screen) is a full page
 * load, and its referrer is that results page. Empty for any other referrer.
 */
function referrerSearch(): string {
  if (!document.referrer) return '';
  const from = new URL(document.referrer);
  return from.origin === window.location.origin && from.pathname === SRP_PATH ? from.search : '';
}

/** /cars-for-sale/vehicle/:listingId: the vehicle's photo, title, price, mileage and seller; Call and Email seller; Share and Report. */
export function VehiclePage() {
  const { listingId = '' } = useParams();
  const routed = (useLocation().state as { resultsSearch?: string } | null)?.resultsSearch;
  // The server renders without a referrer; hydration keeps its link, then the client's follows.
  const referred = useClientValue(referrerSearch, '');
  const resultsSearch = routed ?? referred;
  const { data, loading, error } = useQuery(VehiclePageQuery, { variables: { id: listingId } });
  const listing = data?.listing;
  const viewedId = listing?.id;
  const client = useApolloClient();
  // A vehicle page opened is remembered, most recent first (docs/rules/still-interested.md#recently-viewed):
  // in the browser at once; in a signed-in consumer's account at idle time, the sync in a chunk of its own.
  useEffect(() => {
    if (!viewedId) return;
    rememberView(viewedId);
    if (!signedInCookie()) return saveSyncedFor(null);
    return whenIdle(() => void import('../still-interested/sync').then((m) => m.syncRecentlyViewed(client, viewedId)));
  }, [viewedId, client]);
  return (
    <main className="vdp">
      <p>
        <Link to={`${SRP_PATH}${resultsSearch}`}>Back to results</Link>
      </p>
      {loading && !data && <p>Loading…</p>}
      {error && !data && <p role="alert">We are sorry. There was an issue loading this vehicle.</p>}
      {data && !listing && <p>This vehicle is no longer available.</p>}
      {listing && (
        <article>
          <h1>{listing.title}</h1>
          {/* The heart (docs/rules/saved-cars.md#the-heart), shown from the server's HTML on. */}
          <div className="vdp__save">
            <SaveButton listingId={listing.id} title={listing.title} />
          </div>
          {/* Share and Report (docs/rules/listing-actions.md), once the page has hydrated. */}
          <VehicleActions listingId={listing.id} title={listing.title} />
          <img src={listing.image.src} alt={listing.image.alt} width={800} height={600} className="vdp__image" />
          <p className="vdp__price">{formatPrice(listing.pricingDetail.salePrice)}</p>
          <p>{formatMiles(listing.mileage)}</p>
          <p>VIN {listing.vin}</p>
          {listing.owner && (
            <section className="vdp__seller" aria-label="Contact the seller">
              <p>
                Sold by {listing.owner.name}, {listing.owner.address.city}, {listing.owner.address.state}
              </p>
              {/* Call and Email seller (docs/rules/contact.md#call). */}
              <VehicleContact
                listingId={listing.id}
                title={listing.title}
                vin={listing.vin}
                owner={listing.owner}
                askingPrice={listing.pricingDetail.salePrice}
              />
            </section>
          )}
        </article>
      )}
    </main>
  );
}
