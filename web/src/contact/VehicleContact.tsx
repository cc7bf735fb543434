import { lazy, Suspense, type ComponentType } from 'react';
import { useClientValue } from '../hooks/useClientValue';
import { CONTACT_TEXTS } from './constants';
import { formatPhone, telHref } from './phone';

/*
 * The email-the-seller form, in a chunk of its own that the browser loads only after hydration, on
 * the vehicle page: the server never renders it (it needs script), and the page is whole without it.
 */
const ContactActions = lazy(() => import('./ContactActions').then((m) => ({ default: m.ContactActions })));

/*
 * Make Offer, a chunk of its own for private sellers' pages (docs/rules/contact.md#make-offer). If
 * it cannot load, that is logged to the console and the email form is offered instead.
 */
type MakeOfferProps = { listingId: string; title: string; vin: string; askingPrice: number };
const MakeOffer = lazy<ComponentType<MakeOfferProps>>(() =>
  import('./MakeOffer')
    .then((m) => ({ default: m.MakeOffer }))
    .catch((error: unknown) => {
      console.error(CONTACT_TEXTS.offerLoadFailed, error);
      return import('./ContactActions').then((m) => ({ default: m.ContactActions }));
    }),
);

/**
 * The vehicle page's contact block (docs/rules/contact.md#call): a Call link from the
 * server's HTML on when the seller has a phone; an Email seller button once the page has hydrated,
 * unless the seller takes no email, who gets a line saying so. A private seller's page offers Make
 * Offer instead of Email seller.
 */
export function VehicleContact({
  listingId,
  title,
  vin,
  owner,
  askingPrice,
}: {
  listingId: string;
  title: string;
  vin: string;
  owner: { phone?: string | null; hideEmailForm: boolean; privateSeller: boolean };
  /** The asking price, whole dollars: what an offer to a private seller is made on. */
  askingPrice: number;
}) {
  const hydrated = useClientValue(() => true, false);
  const tel = telHref(owner.phone);
  const formatted = formatPhone(owner.phone);
  return (
    <div className="vdp-contact">
      {tel && formatted && (
        <a className="button button--secondary vdp-contact__call" href={tel}>
          {CONTACT_TEXTS.call(formatted)}
        </a>
      )}
      {owner.hideEmailForm ? (
        <p className="vdp-contact__calls-only">{CONTACT_TEXTS.callsOnly}</p>
      ) : (
        // Its place is kept from the server's HTML on, so nothing moves when the button arrives.
        <div className="vdp-contact__email">
          {hydrated && (
            <Suspense fallback={null}>
              {owner.privateSeller ? (
                <MakeOffer listingId={listingId} title={title} vin={vin} askingPrice={askingPrice} />
              ) : (
                <ContactActions listingId={listingId} title={title} vin={vin} />
              )}
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
