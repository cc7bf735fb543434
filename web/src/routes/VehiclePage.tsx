import { useEffect } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { graphql } from '../__generated__/gql';
import { HydrateWhenVisible } from '../deferred';
import { useClientValue } from '../hooks/useClientValue';
import { VehicleContact } from '../contact/VehicleContact';
import { Gallery } from '../vehicle/Gallery';
import { PriceHistory } from '../vehicle/PriceHistory';
import { DealExplanation } from '../vehicle/DealExplanation';
import { PriceSummary } from '../vehicle/PriceSummary';
import { SellerCard } from '../vehicle/SellerCard';
import { SimilarListings } from '../vehicle/SimilarListings';
import { FactList, Specifications } from '../vehicle/Specifications';
import { VDP_SIMILAR_LISTINGS } from '../vehicle/constants';
import { VehicleActions } from '../listing-actions/VehicleActions';
import { SaveButton } from '../saved-cars/SaveButton';
import { SRP_PATH } from '../../../contracts/search';
import { whenIdle } from '../still-interested/idle';
import { rememberView, saveSyncedFor, signedInCookie } from '../still-interested/store';
import type { Wallet } from '../wallet/cookie';
import { useWallet } from '../wallet/WalletContext';
import { record } from '../events/record';
import { SERVER_READ } from '../ssr/serverRead';

export const VehiclePageQuery = graphql(`
  query VehiclePage($id: ID!, $similar: Int!, $wallet: PaymentEstimateInput! = {}) {
    listing(id: $id) {
      id
      title
      vin
      year
      make
      model
      trim
      listingType
      mileage
      vdpUrl
      bodyStyle
      bodyStyleName
      driveTypeName
      engine
      transmission
      fuelType
      mpgCity
      mpgHighway
      electricRange
      doors
      color {
        exteriorColorSimple
        interiorColorSimple
      }
      features
      packages
      vehicleHistory
      vehicleHighlight {
        urgencyDriverType
      }
      moneyBackGuarantee
      dealExplanation {
        price
        expectedPrice
        rating
        comparableCount
        comparableModel
        comparableCondition
        comparableStartYear
        comparableEndYear
        medianPrice
        medianMileage
        mileageAdjustment
        perThousandMiles
        priceBars
        priceFrom
        barWidth
      }
      priceHistory {
        listedAt
        firstPrice
        daysOnMarket
        points {
          price
          at
          change
        }
      }
      image {
        src
        alt
      }
      photos {
        src
        alt
      }
      pricingDetail {
        salePrice
        msrp
        expectedPrice
        priceDifference
        dealIndicator
        payments(estimate: $wallet) {
          monthly
          financed
          termMonths
          aprPercent
        }
      }
      owner {
        id
        name
        phone
        hideEmailForm
        privateSeller
        logoUrl
        tagline
        rating
        website
        homeServices
        address {
          address1
          city
          state
          zip
        }
      }
      similarListings(first: $similar) {
        id
        title
        mileage
        vdpUrl
        image {
          src
          alt
        }
        pricingDetail {
          salePrice
        }
      }
    }
  }
`);

/** The page's query variables, the same on the server and in the browser (one cache entry). */
export const vehiclePageVariables = (id: string, wallet: Wallet | undefined) => ({
  id,
  similar: VDP_SIMILAR_LISTINGS,
  // The shopper's wallet, or the estimate's defaults (docs/rules/wallet.md#payments).
  wallet: wallet ? { ...wallet } : {},
});

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

/**
 * /cars-for-sale/vehicle/:listingId (docs/rules/vehicle-page.md): photos, price and deal rating,
 * the seller with Call and Email seller, specifications, features, packages, history and similar
 * listings; Save, Share and Report.
 */
export function VehiclePage() {
  const { listingId = '' } = useParams();
  const routed = (useLocation().state as { resultsSearch?: string } | null)?.resultsSearch;
  // The server renders without a referrer; hydration keeps its link, then the client's follows.
  const referred = useClientValue(referrerSearch, '');
  const resultsSearch = routed ?? referred;
  const wallet = useWallet();
  const { data, loading, error } = useQuery(VehiclePageQuery, {
    variables: vehiclePageVariables(listingId, wallet),
    // On the server, the listing renderVehiclePage (entry-server.tsx) fetched.
    ...SERVER_READ,
  });
  const listing = data?.listing;
  const viewedId = listing?.id;
  const client = useApolloClient();
  // A vehicle page opened is remembered, most recent first (docs/rules/still-interested.md#recently-viewed):
  // in the browser at once; in a signed-in consumer's account at idle time, the sync in a chunk of its own.
  useEffect(() => {
    if (!viewedId) return;
    record({ type: 'vehicle_viewed', listingId: viewedId });
    rememberView(viewedId);
    if (!signedInCookie()) return saveSyncedFor(null);
    return whenIdle(() => void import('../still-interested/sync').then((m) => m.syncRecentlyViewed(client, viewedId)));
  }, [viewedId, client]);
  return (
    <main id="main" tabIndex={-1} className="vdp">
      <p>
        <Link to={`${SRP_PATH}${resultsSearch}`}>Back to results</Link>
      </p>
      {loading && !data && <p>Loading…</p>}
      {error && !data && <p role="alert">We are sorry. There was an issue loading this vehicle.</p>}
      {data && !listing && <p>This vehicle is no longer available.</p>}
      {listing && (
        <article className="vdp__layout">
          <header className="vdp__header">
            <h1>{listing.title}</h1>
            <div className="vdp__header-actions">
              {/* The heart (docs/rules/saved-cars.md#the-heart), shown from the server's HTML on. */}
              <div className="vdp__save">
                <SaveButton listingId={listing.id} title={listing.title} />
              </div>
              {/* Share and Report (docs/rules/listing-actions.md), once the page has hydrated. */}
              <VehicleActions listingId={listing.id} title={listing.title} />
            </div>
          </header>
          <div className="vdp__media">
            <Gallery photos={listing.photos.length ? listing.photos : [listing.image]} title={listing.title} />
          </div>
          <aside className="vdp__aside">
            <PriceSummary listing={listing} />
            {listing.owner && (
              <SellerCard owner={listing.owner} listingId={listing.id}>
                {/* Call and Email seller (docs/rules/contact.md#call). */}
                <VehicleContact
                  listingId={listing.id}
                  title={listing.title}
                  vin={listing.vin}
                  owner={listing.owner}
                  askingPrice={listing.pricingDetail.salePrice}
                />
              </SellerCard>
            )}
          </aside>
          {/* The long part below the price and seller hydrates as it comes near the screen: on a
              phone, the page's start does not pay for specifications and similar listings the
              shopper has not scrolled to (docs/rules/vehicle-page.md#loading). */}
          <HydrateWhenVisible anchor=".vdp__details">
            <div className="vdp__details">
              <Specifications facts={listing} />
              <FactList id="vdp-features" title="Features" items={listing.features} />
              <FactList id="vdp-packages" title="Packages" items={listing.packages} />
              <FactList id="vdp-history" title="Vehicle history" items={listing.vehicleHistory} />
              <DealExplanation deal={listing.dealExplanation} mileage={listing.mileage} />
              <PriceHistory history={listing.priceHistory} />
              <SimilarListings listings={listing.similarListings} />
            </div>
          </HydrateWhenVisible>
        </article>
      )}
    </main>
  );
}
