import { DEAL_RATING_LABELS } from '../../../contracts/search';
import { formatMiles, formatPrice } from '../components/format';
import { vehicleBadges, type BadgeFacts } from './badges';

export interface PriceFacts extends BadgeFacts {
  mileage: number;
  pricingDetail: {
    salePrice: number;
    msrp?: number | null;
    expectedPrice: number;
    priceDifference: number;
    dealIndicator?: keyof typeof DEAL_RATING_LABELS | null;
  };
}

/** What the car costs and how that compares (docs/rules/vehicle-page.md#price-and-deal-rating). */
export function PriceSummary({ listing }: { listing: PriceFacts }) {
  const { salePrice, msrp, expectedPrice, priceDifference, dealIndicator } = listing.pricingDetail;
  const badges = vehicleBadges(listing);
  return (
    <div className="vdp-price">
      <p className="vdp__price">{formatPrice(salePrice)}</p>
      <p className="vdp-price__mileage">{formatMiles(listing.mileage)}</p>
      {dealIndicator && (
        <p className={`listing-card__deal listing-card__deal--${dealIndicator.toLowerCase()}`}>
          {DEAL_RATING_LABELS[dealIndicator]}
        </p>
      )}
      {dealIndicator && (
        <p className="vdp-price__expected">
          Expected price {formatPrice(expectedPrice)}:{' '}
          {priceDifference === 0
            ? 'this car asks the same'
            : `this car asks ${formatPrice(Math.abs(priceDifference))} ${priceDifference < 0 ? 'less' : 'more'}`}
        </p>
      )}
      {msrp != null && msrp > 0 && <p className="vdp-price__msrp">MSRP {formatPrice(msrp)}</p>}
      {badges.length > 0 && (
        <ul className="vdp-badges" aria-label="Assurances">
          {badges.map((badge) => (
            <li key={badge} className="vdp-badges__badge">
              {badge}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
