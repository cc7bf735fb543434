import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIdempotencyKey } from '../account/useIdempotencyKey';
import { CONTACT_TEXTS } from './constants';
import { EmailSellerDocument } from './documents';
import { EmailSellerDialog } from './EmailSellerDialog';
import { emailSellerInput, oneClickReady } from './rules';
import type { LeadProfile } from './rules';
import { isContacted, rememberContacted } from './store';
import { useLeadProfile } from './useLeadProfile';
import { record } from '../events/record';

/**
 * The vehicle page's Email seller button and its modal (docs/rules/contact.md#email-the-seller).
 * Rendered by the browser only, after hydration: the form needs script, and the Call link works
 * without it. A shopper who opted in to one-click messages with a complete profile sends at once
 * (docs/rules/contact.md#one-click); anyone else, or a one-click message that is refused or fails,
 * gets the form. Once a message is sent, here or before in this browser, the button says Contacted.
 * With `offer`, it is Make Offer (docs/rules/contact.md#make-offer): the button always opens the form.
 */
export function ContactActions({
  listingId,
  title,
  vin,
  offer,
}: {
  listingId: string;
  title: string;
  vin: string;
  /** Make Offer: the form asks for an offer on this asking price. */
  offer?: { askingPrice: number };
}) {
  const [open, setOpen] = useState(false);
  const [contacted, setContacted] = useState(() => isContacted(listingId));
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const [send] = useMutation(EmailSellerDocument);
  const idempotency = useIdempotencyKey();
  const { profile, remember } = useLeadProfile();

  async function oneClick(ready: LeadProfile) {
    setSending(true);
    setStatus(CONTACT_TEXTS.oneClickSending);
    try {
      const values = { ...ready, message: CONTACT_TEXTS.message(title, vin) };
      const { data } = await send({
        variables: { input: emailSellerInput(listingId, values, ''), idempotencyKey: idempotency.key() },
      });
      const lead = data?.emailSeller.lead;
      idempotency.done();
      if (!lead) {
        // Refused (the same car today, the day's limit, a profile the gateway does not take): the form says why.
        setStatus(data?.emailSeller.errors[0]?.message ?? '');
        setOpen(true);
        return;
      }
      rememberContacted(listingId);
      record({ type: 'seller_contacted', channel: 'email', listingId });
      setContacted(true);
      setStatus(CONTACT_TEXTS.oneClickSent(lead.ownerName));
    } catch {
      // Not sent, or not known to be: the form, where the shopper sends it again with a new key.
      idempotency.done();
      setStatus('');
      setOpen(true);
    } finally {
      setSending(false);
    }
  }

  function start() {
    if (sending) return;
    // One click does not send offers: an offer always names its price in the form.
    if (!offer && oneClickReady(profile)) void oneClick(profile);
    else setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        className={`button${contacted ? ' button--secondary contact__contacted' : ''}`}
        aria-haspopup="dialog"
        aria-disabled={sending ? true : undefined}
        onClick={start}
      >
        {contacted ? (
          <>
            <span aria-hidden="true">✓ </span>
            {CONTACT_TEXTS.contacted}
            <span className="visually-hidden">
              {offer ? `: ${CONTACT_TEXTS.makeOffer.toLowerCase()} again` : CONTACT_TEXTS.contactedAgain}
            </span>
          </>
        ) : offer ? (
          CONTACT_TEXTS.makeOffer
        ) : (
          CONTACT_TEXTS.emailSeller
        )}
      </button>
      {/* Only one click has a status to say; Make Offer never sends without the form. */}
      {!offer && (
        <p className="contact__status" role="status">
          {status}
        </p>
      )}
      <EmailSellerDialog
        open={open}
        onClose={() => setOpen(false)}
        listingId={listingId}
        title={title}
        vin={vin}
        profile={profile}
        onRemember={remember}
        offer={offer}
        onSent={() => {
          setStatus('');
          setContacted(true);
        }}
      />
    </>
  );
}
