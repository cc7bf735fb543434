import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Modal } from '../listing-actions/Modal';
import { DEALER_DIFFERENCE_TEXTS } from './constants';
import { DealerDifferenceQuery } from './dealerDifference';

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
export function SellerCard({
  owner,
  listingId,
  children,
}: {
  owner: SellerFacts;
  /** The car on sale: the dealer-difference content is worded for it (new, used, certified). */
  listingId: string;
  children: ReactNode;
}) {
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
      {owner.tagline && !owner.privateSeller && (
        <DealerDifference owner={owner} tagline={owner.tagline} listingId={listingId} />
      )}
      {children}
    </section>
  );
}

/** The tagline, and a modal with the dealer's story. */
function DealerDifference({ owner, tagline, listingId }: { owner: SellerFacts; tagline: string; listingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="vdp-seller__difference">
      <p className="vdp-seller__tagline">“{tagline}”</p>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {DEALER_DIFFERENCE_TEXTS.open}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`${DEALER_DIFFERENCE_TEXTS.title} ${owner.name}`}>
        {/* Mounted only while the modal is open (Modal): the content is asked for when it opens. */}
        <DealerDifferenceContent owner={owner} tagline={tagline} listingId={listingId} />
      </Modal>
    </div>
  );
}

/**
 * The modal's content: the dealer's own content from the content service (its picture, headline,
 * selling points and story), fetched as the modal opens; while it loads a short line says so.
 * Without it (the service failed, or the dealer has none) the modal shows what the page already
 * has: the logo and the tagline. The home services close both.
 */
function DealerDifferenceContent({
  owner,
  tagline,
  listingId,
}: {
  owner: SellerFacts;
  tagline: string;
  listingId: string;
}) {
  const { data, loading } = useQuery(DealerDifferenceQuery, { variables: { id: listingId } });
  if (loading && !data)
    return (
      <p className="vdp-difference__loading" role="status">
        {DEALER_DIFFERENCE_TEXTS.loading}
      </p>
    );
  const content = data?.listing?.dealerDifference;
  return (
    <>
      {content ? (
        <div className="vdp-difference">
          {content.image && (
            <FallibleImage
              src={content.image.src}
              alt={content.image.alt}
              width={320}
              height={160}
              className="vdp-difference__image"
            />
          )}
          <h3 className="vdp-difference__headline">{content.headline}</h3>
          <ul className="vdp-difference__bullets">
            {content.bullets.map((bullet, index) => (
              <li key={`${index}:${bullet}`}>{bullet}</li>
            ))}
          </ul>
          {/* Safe as HTML: the gateway sanitised it (only h3, h4, p, ul, ol, li, strong, em and br,
              without any attribute; gateway/upstreams/cms/sanitise.ts), so no script or handler of
              the content service's HTML reaches the page. */}
          <div className="vdp-difference__story" dangerouslySetInnerHTML={{ __html: content.html }} />
        </div>
      ) : (
        <>
          {owner.logoUrl && (
            <FallibleImage
              src={owner.logoUrl}
              alt={`${owner.name} logo`}
              width={160}
              height={80}
              className="vdp-seller__logo"
            />
          )}
          <p className="vdp-seller__tagline">“{tagline}”</p>
        </>
      )}
      {owner.homeServices.length > 0 && (
        <ul className="vdp-facts">
          {owner.homeServices.map((service) => (
            <li key={service}>{HOME_SERVICE_LABELS[service] ?? service}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The dealer's logo or content picture; one that fails to load says so in its place (spec's error catalogue). */
function FallibleImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="vdp-seller__image-error">{DEALER_DIFFERENCE_TEXTS.imageFailed}</p>;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      onError={() => {
        console.error(DEALER_DIFFERENCE_TEXTS.imageFailed, src);
        setFailed(true);
      }}
    />
  );
}
