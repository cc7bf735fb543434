import { useState } from 'react';
import { CONTACT_TEXTS } from './constants';
import { EmailSellerDialog } from './EmailSellerDialog';
import { isContacted } from './store';
import { useLeadProfile } from './useLeadProfile';

/**
 * Make Offer on a private seller's listing (docs/rules/contact.md#make-offer), instead of Email
 * seller: the same form, asking for an offer on the asking price first. A chunk of its own,
 * loaded after hydration on private sellers' vehicle pages only.
 */
export function MakeOffer({
  listingId,
  title,
  vin,
  askingPrice,
}: {
  listingId: string;
  title: string;
  vin: string;
  askingPrice: number;
}) {
  const [open, setOpen] = useState(false);
  const [contacted, setContacted] = useState(() => isContacted(listingId));
  const { profile, remember } = useLeadProfile();
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
            <span className="visually-hidden">: {CONTACT_TEXTS.makeOffer.toLowerCase()} again</span>
          </>
        ) : (
          CONTACT_TEXTS.makeOffer
        )}
      </button>
      <EmailSellerDialog
        open={open}
        onClose={() => setOpen(false)}
        listingId={listingId}
        title={title}
        vin={vin}
        profile={profile}
        onRemember={remember}
        offer={{ askingPrice }}
        onSent={() => setContacted(true)}
      />
    </>
  );
}
