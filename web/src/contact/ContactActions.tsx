import { useState } from 'react';
import { CONTACT_TEXTS } from './constants';
import { EmailSellerDialog } from './EmailSellerDialog';
import { isContacted } from './store';

/**
 * The vehicle page's Email seller button and its modal (docs/rules/contact.md#email-the-seller).
 * Rendered by the browser only, after hydration: the form needs script, and the Call link works
 * without it. Once a message is sent, here or before in this browser, the button says Contacted.
 */
export function ContactActions({ listingId, title, vin }: { listingId: string; title: string; vin: string }) {
  const [open, setOpen] = useState(false);
  const [contacted, setContacted] = useState(() => isContacted(listingId));
  return (
    <>
      <button
        type="button"
        className={`button${contacted ? ' button--secondary contact__contacted' : ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {contacted ? (
          <>
            <span aria-hidden="true">✓ </span>
            {CONTACT_TEXTS.contacted}
            <span className="visually-hidden">{CONTACT_TEXTS.contactedAgain}</span>
          </>
        ) : (
          CONTACT_TEXTS.emailSeller
        )}
      </button>
      <EmailSellerDialog
        open={open}
        onClose={() => setOpen(false)}
        listingId={listingId}
        title={title}
        vin={vin}
        onSent={() => setContacted(true)}
      />
    </>
  );
}
