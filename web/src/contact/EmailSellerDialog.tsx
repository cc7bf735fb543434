import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { SELLER_LEAD_LIMITS } from '../../../contracts/leads/constants';
import { fieldErrorsOf, FORM_ERROR_FIELD } from '../account/fieldErrors';
import { failureMessage } from '../components/failure';
import { useIdempotencyKey } from '../account/useIdempotencyKey';
import { Modal } from '../listing-actions/Modal';
import { CONTACT_TEXTS, PREFERRED_CONTACT_LABELS } from './constants';
import { EmailSellerDocument } from './documents';
import {
  emailSellerErrors,
  emailSellerInput,
  type EmailSellerErrors,
  type EmailSellerField,
  offerDollars,
  offerError,
  type EmailSellerValues,
  type LeadProfile,
} from './rules';
import { offerFloor } from '../../../contracts/leads/constants';
import { rememberContacted } from './store';
import { record } from '../events/record';

export interface EmailSellerDialogProps {
  open: boolean;
  onClose: () => void;
  listingId: string;
  title: string;
  vin: string;
  /** Called once the message is on its way. */
  onSent: () => void;
  /** The lead profile the form starts from, or null. */
  profile: LeadProfile | null;
  /** Keeps the details of a message sent (useLeadProfile). */
  onRemember: (profile: LeadProfile) => void;
  /** Make Offer (docs/rules/contact.md#make-offer): the form asks for an offer on this asking price. */
  offer?: { askingPrice: number };
}

/**
 * Email the seller (docs/rules/contact.md#email-the-seller): the shopper's name, email, phone and
 * message, checked in the page, then sent; a thank-you naming the seller. Visitors can write; the
 * gateway names a signed-in consumer itself.
 */
export function EmailSellerDialog({ open, onClose, ...form }: EmailSellerDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={form.offer ? CONTACT_TEXTS.offerTitle : CONTACT_TEXTS.dialogTitle}>
      <EmailSellerForm {...form} />
    </Modal>
  );
}

/** The form's first values: the remembered lead profile, and a message naming the car. */
function initialValues(title: string, vin: string, profile: LeadProfile | null, offer: boolean): EmailSellerValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    preferredContact: profile?.preferredContact ?? 'EMAIL',
    message: offer ? CONTACT_TEXTS.offerMessage(title, vin) : CONTACT_TEXTS.message(title, vin),
  };
}

const FIELDS: readonly (EmailSellerField | 'offerAmount')[] = [
  'offerAmount',
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
];

function EmailSellerForm({
  listingId,
  title,
  vin,
  onSent,
  profile: remembered,
  onRemember,
  offer,
}: Omit<EmailSellerDialogProps, 'open' | 'onClose'>) {
  const [values, setValues] = useState(() => initialValues(title, vin, remembered, Boolean(offer)));
  const [offerTyped, setOfferTyped] = useState('');
  // The honeypot: people never see it, so it stays empty; a bot that fills it in is refused.
  const [website, setWebsite] = useState('');
  const [oneClick, setOneClick] = useState(() => remembered?.isOneClickOptedIn ?? false);
  const [errors, setErrors] = useState<EmailSellerErrors>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send] = useMutation(EmailSellerDocument);
  const idempotency = useIdempotencyKey();
  const id = useId();
  const thanks = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // The thank-you replaces the form, which had focus: focus moves to it, so it is read out.
  useEffect(() => {
    if (sentTo !== null) thanks.current?.focus();
  }, [sentTo]);

  /** After a refusal, the first field in error takes the focus; the form's alert is read out by itself. */
  function focusFirstError(found: EmailSellerErrors) {
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = emailSellerErrors(values);
    const offerWrong = offer && offerError(offerTyped, offer.askingPrice);
    if (offerWrong) found.offerAmount = offerWrong;
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    setSending(true);
    try {
      const { data } = await send({
        variables: {
          input: emailSellerInput(
            listingId,
            values,
            website,
            offer ? (offerDollars(offerTyped) ?? undefined) : undefined,
          ),
          idempotencyKey: idempotency.key(),
        },
      });
      const payload = data?.emailSeller;
      if (!payload) throw new Error('no answer');
      if (payload.errors.length > 0 || !payload.lead) {
        const byField = fieldErrorsOf(payload.errors);
        const refused: EmailSellerErrors = {
          firstName: byField.firstName,
          lastName: byField.lastName,
          email: byField.email,
          phone: byField.phone,
          message: byField.message,
          offerAmount: byField.offerAmount,
          // The honeypot's error has no field to stand beside: it is said for the whole form.
          form: byField[FORM_ERROR_FIELD] ?? byField.website ?? byField.listingId,
        };
        if (!Object.values(refused).some(Boolean)) refused.form = CONTACT_TEXTS.failed;
        setErrors(refused);
        idempotency.done();
        focusFirstError(refused);
        return;
      }
      idempotency.done();
      const { message: _message, ...profile } = values;
      onRemember({ ...profile, isOneClickOptedIn: oneClick });
      rememberContacted(listingId);
      record({ type: 'seller_contacted', channel: 'email', listingId });
      setSentTo(payload.lead.ownerName);
      onSent();
    } catch (error) {
      // Sent again, the same key: the gateway answers the first attempt if it did arrive.
      // The words for a refused or failed message (docs/rules/contact.md#refusals).
      setErrors({ form: failureMessage(error, CONTACT_TEXTS) });
    } finally {
      setSending(false);
    }
  }

  if (sentTo !== null) {
    return (
      <div className="report__thanks" role="status">
        <p className="report__thanks-title" ref={thanks} tabIndex={-1}>
          {offer ? CONTACT_TEXTS.offerThanks(sentTo) : CONTACT_TEXTS.thanks(sentTo)}
        </p>
        <p>{CONTACT_TEXTS.thanksNext}</p>
      </div>
    );
  }

  /** Another value is another message: a new key, and that field's complaint goes. */
  function change<K extends keyof EmailSellerValues>(field: K, value: EmailSellerValues[K]) {
    idempotency.done();
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current, form: undefined };
      // The phone's rule depends on the preferred contact: a change of either clears it.
      if (field === 'preferredContact') next.phone = undefined;
      else next[field as EmailSellerField] = undefined;
      return next;
    });
  }

  const fieldProps = (field: EmailSellerField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => change(field, value),
  });
  const phoneNeeded = values.preferredContact !== 'EMAIL';
  return (
    <form ref={form} className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
      {offer && (
        <TextField
          id={`${id}-offerAmount`}
          name="offerAmount"
          label={CONTACT_TEXTS.offerLabel}
          value={offerTyped}
          error={errors.offerAmount}
          inputMode="numeric"
          maxLength={14}
          required
          hint={CONTACT_TEXTS.offerHint(offerFloor(offer.askingPrice), offer.askingPrice)}
          onValueChange={(value) => {
            idempotency.done();
            setOfferTyped(value);
            setErrors((current) => ({ ...current, offerAmount: undefined, form: undefined }));
          }}
        />
      )}
      <div className="contact-form__names">
        <TextField {...fieldProps('firstName')} label="First name" autoComplete="given-name" required />
        <TextField {...fieldProps('lastName')} label="Last name" autoComplete="family-name" required />
      </div>
      <TextField
        {...fieldProps('email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={SELLER_LEAD_LIMITS.emailMaxLength}
        required
      />
      <TextField
        {...fieldProps('phone')}
        label={phoneNeeded ? 'Phone' : 'Phone (optional)'}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={32}
        required={phoneNeeded}
        hint={CONTACT_TEXTS.phoneHint}
      />
      <fieldset className="report__reasons contact-form__preferred">
        <legend className="account-field__label">How would you like the seller to answer?</legend>
        <div className="contact-form__options">
          {PREFERRED_CONTACT_LABELS.map(([value, label]) => (
            <label key={value} className="report__reason">
              <input
                type="radio"
                name="preferredContact"
                value={value}
                checked={values.preferredContact === value}
                onChange={() => change('preferredContact', value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        {...fieldProps('message')}
        label="Message"
        multiline
        maxLength={SELLER_LEAD_LIMITS.messageMaxLength}
        required
        hint={CONTACT_TEXTS.messageHint(SELLER_LEAD_LIMITS.messageMaxLength - values.message.length)}
      />
      {/* One click is for plain messages: an offer always names its price in the form. */}
      {!offer && (
        <label className="contact-form__one-click">
          <input
            type="checkbox"
            name="oneClick"
            checked={oneClick}
            onChange={(event) => setOneClick(event.target.checked)}
          />
          {CONTACT_TEXTS.oneClick}
        </label>
      )}
      {/* The honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <div className="contact-form__website" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website (leave empty)</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      {errors.form && (
        <div className="alert alert--danger" role="alert">
          <p>{errors.form}</p>
        </div>
      )}
      <button type="submit" className="button" aria-disabled={sending ? true : undefined}>
        {sending ? CONTACT_TEXTS.sending : offer ? CONTACT_TEXTS.sendOffer : CONTACT_TEXTS.send}
      </button>
    </form>
  );
}

/**
 * A labelled input or textarea with its hint and error beside it: the error is its description
 * and marks it invalid, so a screen reader reads both when it takes focus (as account/Field.tsx).
 */
function TextField({
  id,
  label,
  hint,
  error,
  value,
  onValueChange,
  multiline = false,
  ...input
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'numeric';
  maxLength?: number;
  required?: boolean;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shared = {
    ...input,
    id,
    value,
    className: `account-field__input${multiline ? ' contact-form__message' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="account-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input {...shared} onChange={(event) => onValueChange(event.target.value)} />
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
