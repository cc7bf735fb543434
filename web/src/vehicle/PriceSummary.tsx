import { DEAL_RATING_LABELS } from '../../../contracts/search';
import { formatMiles, formatPrice } from '../components/format';
import { vehicleBadges, type BadgeFacts } from './badges';
import { WALLET_TEXTS } from '../wallet/constants';
import { WalletButton } from '../wallet/WalletButton';
import { useWallet } from '../wallet/WalletContext';

export interface PriceFacts extends BadgeFacts {
  mileage: number;
  pricingDetail: {
    salePrice: number;
    msrp?: number | null;
    expectedPrice: number;
    priceDifference: number;
    dealIndicator?: keyof typeof DEAL_RATING_LABELS | null;
    payments: { monthly: number; financed: number; termMonths: number; aprPercent: number };
  };
}

/** What the car costs and how that compares (docs/rules/vehicle-page.md#price-and-deal-rating). */
export function PriceSummary({ listing }: { listing: PriceFacts }) {
  const { salePrice, msrp, expectedPrice, priceDifference, dealIndicator, payments } = listing.pricingDetail;
  const badges = vehicleBadges(listing);
  const wallet = useWallet();
  return (
    <div className="vdp-price">
      <p className="vdp__price">{formatPrice(salePrice)}</p>
      {/* The monthly payment under the shopper's wallet, or the estimate's defaults (docs/rules/wallet.md#payments). */}
      <div className="vdp-payment" data-testid="vdp-payment">
        <p className="vdp-payment__monthly">
          Est. {formatPrice(payments.monthly)}
          {WALLET_TEXTS.perMonth}
        </p>
        <p className="vdp-payment__terms">
          {formatPrice(payments.financed)} financed over {payments.termMonths} months at {payments.aprPercent}% APR
          {wallet ? ', from your wallet' : ''}
        </p>
        <WalletButton className="vdp-payment__wallet">
          {wallet ? WALLET_TEXTS.cardEdit : WALLET_TEXTS.cardAction}
        </WalletButton>
      </div>
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
