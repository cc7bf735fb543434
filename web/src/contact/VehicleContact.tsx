import { lazy, Suspense } from 'react';
import { useClientValue } from '../hooks/useClientValue';
import { CONTACT_TEXTS } from './constants';
import { formatPhone, telHref } from './phone';

/*
 * The email-the-seller form, in a chunk of its own that the browser loads only after hydration, on
 * the vehicle page: the server never renders it (it needs script), and the page is whole without it.
 */
const ContactActions = lazy(() => import('./ContactActions').then((m) => ({ default: m.ContactActions })));

/**
 * The vehicle page's contact block (docs/rules/contact.md#call): a Call link from the
 * server's HTML on when the seller has a phone; an Email seller button once the page has hydrated,
 * unless the seller takes no email, who gets a line saying so. Private sellers get the same.
 */
export function VehicleContact({
  listingId,
  title,
  vin,
  owner,
}: {
  listingId: string;
  title: string;
  vin: string;
  owner: { phone?: string | null; hideEmailForm: boolean };
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
              <ContactActions listingId={listingId} title={title} vin={vin} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
