import { Link } from 'react-router';
import { formatMiles, formatPrice } from '../components/format';

export interface SimilarListing {
  id: string;
  title: string;
  mileage: number;
  vdpUrl: string;
  image: { src: string; alt: string };
  pricingDetail: { salePrice: number };
}

/** Cars like this one near its seller (docs/rules/vehicle-page.md#similar-listings); nothing when there are none. */
export function SimilarListings({ listings }: { listings: readonly SimilarListing[] }) {
  if (listings.length === 0) return null;
  return (
    <section className="vdp-section vdp-similar" aria-labelledby="vdp-similar">
      <h2 id="vdp-similar">Similar listings</h2>
      <ul className="vdp-similar__list">
        {listings.map((listing) => (
          <li key={listing.id} className="vdp-similar__item">
            <Link to={listing.vdpUrl} className="vdp-similar__link">
              <img
                src={listing.image.src}
                alt=""
                width={320}
                height={240}
                loading="lazy"
                className="vdp-similar__image"
              />
              <span className="vdp-similar__title">{listing.title}</span>
            </Link>
            <p className="vdp-similar__price">{formatPrice(listing.pricingDetail.salePrice)}</p>
            <p className="vdp-similar__mileage">{formatMiles(listing.mileage)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
