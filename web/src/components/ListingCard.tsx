import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';
import type { ListingCard_ListingFragment } from '../__generated__/graphql';
import { formatMiles, formatPrice } from './format';
import { DEAL_RATING_LABELS } from '../../../contracts/search';
import { viewersLabel } from '../listing/urgency';
import { cardUrgencyLabel } from '../research/certified/card';
import { CERTIFIED_DETAILS_ATTRIBUTE, CERTIFIED_TEXTS } from '../research/certified/constants';
import { SaveButton } from '../saved-cars/SaveButton';
import { formatPhone, telHref } from '../contact/phone';
import { walletVariables, type Wallet } from '../wallet/cookie';
import { WALLET_TEXTS } from '../wallet/constants';
import { useWallet } from '../wallet/WalletContext';
import { useFeature } from '../ssr/page';

export const ListingCardFragment = graphql(`
  fragment ListingCard_listing on Listing {
    id
    year
    make
    model
    trim
    mileage
    vdpUrl
    distanceFromSearch
    pricingDetail {
      salePrice
      dealIndicator
    }
    image {
      src
      alt
    }
    owner {
      id
      name
      phone
    }
    viewCount
    vehicleHighlight {
      urgencyDriverType
      urgencyDriverValue
    }
    moneyBackGuarantee
    priceDrop {
      amount
    }
  }
`);

/**
 * A card's monthly payment under the shopper's wallet (docs/rules/wallet.md#payments), computed by
 * the gateway. Apart from the card's own fragment: a search fetched before the wallet was set has
 * complete cards without it, and the card still shows.
 */
export const ListingCardPaymentFragment = graphql(`
  fragment ListingCard_payment on Listing {
    pricingDetail {
      payments(estimate: $wallet) @include(if: $hasWallet) {
        monthly
        termMonths
      }
    }
  }
`);

function CardPayment({ id, wallet }: { id: string; wallet: Wallet }) {
  const variables = useMemo(() => walletVariables(wallet), [wallet]);
  const result = useFragment({ fragment: ListingCardPaymentFragment, from: { __typename: 'Listing', id }, variables });
  // Not fetched with this wallet (a card of another page's search): no payment rather than a guess.
  const payment = result.complete ? result.data.pricingDetail.payments : undefined;
  if (!payment) return null;
  return (
    <p className="listing-card__payment">
      Est. {formatPrice(payment.monthly)}
      {WALLET_TEXTS.perMonth}
      <span className="listing-card__payment-term"> for {payment.termMonths} months</span>
    </p>
  );
}

/** One result: photo, year make model trim, price, mileage, seller and distance; links to the vehicle page. */
/** What the card says about a paid or boosted slot (docs/rules/results.md#listing-cards); organic results say nothing. */
const PLACEMENT_LABELS: Record<string, string> = {
  PREMIUM_SPOTLIGHT: 'Sponsored',
  FEATURED_SPOTLIGHT: 'Featured',
  STANDARD_SPOTLIGHT: 'Sponsored',
  NEW_CAR_BOOST: 'New Car',
};

/**
 * eager: the photo is in the first screen, so it loads at once. priority: it is the page's largest
 * paint (the first card), so the browser fetches it ahead of the scripts.
 */
export function ListingCard({
  listing,
  eager = false,
  priority = false,
  placement = 'MAIN',
  slot,
}: {
  listing: ListingCard_ListingFragment;
  /** Its place in the grid (data-slot), by which it is found before it hydrates. */
  slot?: number;
  eager?: boolean;
  priority?: boolean;
  placement?: string;
}) {
  // The vehicle page's 'Back to results' returns to this very search.
  const { search } = useLocation();
  const wallet = useWallet();
  const compareOn = useFeature('compare');
  const heading = `${listing.year} ${listing.make} ${listing.model} ${listing.trim}`;
  const deal = listing.pricingDetail.dealIndicator;
  // A recent drop's amount says what 'Reduced Price!' says, and more: the card shows it alone (docs/rules/results.md#price-drop-label).
  const urgency =
    listing.priceDrop && listing.vehicleHighlight?.urgencyDriverType === 'PRICE_REDUCED'
      ? undefined
      : cardUrgencyLabel(listing);
  const viewers = viewersLabel(listing);
  const phoneHref = telHref(listing.owner?.phone);
  const call = phoneHref ? { href: phoneHref, number: formatPhone(listing.owner?.phone) } : null;
  return (
    <article className="listing-card" data-testid="listing-card" data-placement={placement} data-slot={slot}>
      {PLACEMENT_LABELS[placement] && <p className="listing-card__placement">{PLACEMENT_LABELS[placement]}</p>}
      <Link to={listing.vdpUrl} state={{ resultsSearch: search }} className="listing-card__link">
        <img
          className="listing-card__image"
          src={listing.image.src}
          alt={listing.image.alt}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        <h3 className="listing-card__title">{heading}</h3>
      </Link>
      <p className="listing-card__price">{formatPrice(listing.pricingDetail.salePrice)}</p>
      {/* A drop in the last 14 days (docs/rules/results.md#price-drop-label). */}
      {listing.priceDrop && <p className="listing-card__drop">Price dropped {formatPrice(listing.priceDrop.amount)}</p>}
      {wallet && <CardPayment id={listing.id} wallet={wallet} />}
      {deal && (
        <p className={`listing-card__deal listing-card__deal--${deal.toLowerCase()}`}>{DEAL_RATING_LABELS[deal]}</p>
      )}
      <p className="listing-card__mileage">{formatMiles(listing.mileage)}</p>
      {listing.owner && <p className="listing-card__seller">{listing.owner.name}</p>}
      {/* A plain link, beside the card's own (never inside it): it works without script. */}
      {call && (
        <p className="listing-card__call">
          <a href={call.href}>
            Call <span className="listing-card__phone">{call.number}</span>
            <span className="visually-hidden"> about the {heading}</span>
          </a>
        </p>
      )}
      {listing.distanceFromSearch != null && (
        <p className="listing-card__distance">{Math.round(listing.distanceFromSearch)} mi. away</p>
      )}
      {(urgency || viewers) && (
        <p className="listing-card__urgency">
          {urgency && <span className="listing-card__urgency-label">{urgency}</span>}
          {viewers && <span className="listing-card__viewers">{viewers}</span>}
        </p>
      )}
      {/* No handler: the certified details host serves it (docs/rules/certified.md#the-card-badge). */}
      {listing.moneyBackGuarantee && (
        <button
          type="button"
          className="listing-card__guarantee"
          aria-haspopup="dialog"
          {...{ [CERTIFIED_DETAILS_ATTRIBUTE]: 'card' }}
        >
          {CERTIFIED_TEXTS.badge}
          <span className="visually-hidden">: what it means for the {heading}</span>
        </button>
      )}
      <SaveButton listingId={listing.id} title={heading} />
      {/* No handler: the compare drawer serves every card's button (docs/rules/compare.md#the-cards). */}
      {compareOn && (
        <button
          type="button"
          className="listing-card__compare"
          data-compare-id={listing.id}
          data-compare-title={heading}
        >
          <span className="listing-card__compare-add">Compare</span>
          <span className="listing-card__compare-remove">Remove from Compare</span>
          <span className="visually-hidden"> {heading}</span>
        </button>
      )}
    </article>
  );
}
