import { useState, type ReactNode } from 'react';
import { Modal } from '../listing-actions/Modal';
import { DEALER_DIFFERENCE_TEXTS } from './constants';

export interface SellerFacts {
  name: string;
  privateSeller: boolean;
  logoUrl?: string | null;
  tagline?: string | null;
  rating?: number | null;
  website?: string | null;
  homeServices: readonly string[];
  address: { address1?: string | null; city: string; state: string; zip: string };
}

const HOME_SERVICE_LABELS: Record<string, string> = {
  BUY_ONLINE: 'Buy this car online, start to finish',
  ONLINE_PAPERWORK: 'Do the paperwork online',
};

/**
 * Who sells the car (docs/rules/vehicle-page.md#seller-card): name, rating, address, website, and
 * for a dealer with a tagline the dealer-difference link; the contact actions come as children.
 */
export function SellerCard({ owner, children }: { owner: SellerFacts; children: ReactNode }) {
  const { address } = owner;
  const street = owner.privateSeller ? '' : (address.address1 ?? '');
  return (
    <section className="vdp__seller vdp-seller" aria-label="Contact the seller">
      <h2 className="vdp-seller__name">{owner.name}</h2>
      {owner.rating != null && (
        <p className="vdp-seller__rating">
          <span aria-hidden="true">★ </span>
          {owner.rating.toFixed(1)} out of 5
        </p>
      )}
      <p className="vdp-seller__address">
        {street && <span>{street}, </span>}
        {address.city}, {address.state} {address.zip}
      </p>
      {owner.website && !owner.privateSeller && (
        <p>
          <a href={owner.website} rel="noopener nofollow" target="_blank">
            Dealer website
          </a>
        </p>
      )}
      {owner.tagline && !owner.privateSeller && <DealerDifference owner={owner} tagline={owner.tagline} />}
      {children}
    </section>
  );
}

/** The tagline, and a modal with the dealer's story: its logo (or a note when it fails to load) and its home services. */
function DealerDifference({ owner, tagline }: { owner: SellerFacts; tagline: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="vdp-seller__difference">
      <p className="vdp-seller__tagline">“{tagline}”</p>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {DEALER_DIFFERENCE_TEXTS.open}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`${DEALER_DIFFERENCE_TEXTS.title} ${owner.name}`}>
        {owner.logoUrl && <DealerLogo src={owner.logoUrl} name={owner.name} />}
        <p className="vdp-seller__tagline">“{tagline}”</p>
        {owner.homeServices.length > 0 && (
          <ul className="vdp-facts">
            {owner.homeServices.map((service) => (
              <li key={service}>{HOME_SERVICE_LABELS[service] ?? service}</li>
            ))}
          </ul>
        )}
      </Modal>
    </div>
  );
}

/** The dealer's logo; one that fails to load says so in its place (spec's error catalogue). */
function DealerLogo({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="vdp-seller__image-error">{DEALER_DIFFERENCE_TEXTS.imageFailed}</p>;
  return (
    <img
      src={src}
      alt={`${name} logo`}
      width={160}
      height={80}
      className="vdp-seller__logo"
      onError={() => {
        console.error(DEALER_DIFFERENCE_TEXTS.imageFailed, src);
        setFailed(true);
      }}
    />
  );
}
