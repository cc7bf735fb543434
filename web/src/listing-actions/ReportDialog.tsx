import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { REPORT_LIMITS, REPORT_REASON_NEEDING_DETAILS } from '../../../contracts/leads/constants';
import { reportErrors, type Reason, type ReportErrors } from './rules';
import { fieldErrorsOf, FORM_ERROR_FIELD } from '../account/fieldErrors';
import { failureMessage } from '../components/failure';
import { useIdempotencyKey } from '../account/useIdempotencyKey';
import { REPORT_REASON_LABELS, REPORT_TEXTS } from './constants';
import { ReportListingDocument } from './documents';
import { Modal } from './Modal';

/**
 * Report this listing (docs/rules/listing-actions.md#report): a reason, words (required for
 * Other), then a thank-you. Visitors can report; the gateway names a signed-in consumer itself.
 */
export function ReportDialog({ open, onClose, listingId }: { open: boolean; onClose: () => void; listingId: string }) {
  return (
    <Modal open={open} onClose={onClose} title="Report this listing">
      <ReportForm listingId={listingId} />
    </Modal>
  );
}

function ReportForm({ listingId }: { listingId: string }) {
  const [reason, setReason] = useState<Reason>();
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [send] = useMutation(ReportListingDocument);
  const idempotency = useIdempotencyKey();
  const id = useId();
  const thanks = useRef<HTMLParagraphElement>(null);

  // The thank-you replaces the form, which had focus: focus moves to it, so it is read out.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = reportErrors(reason, details);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const { data } = await send({
        variables: {
          input: { listingId, reason: reason!, details: details.trim() || null },
          idempotencyKey: idempotency.key(),
        },
      });
      const payload = data?.reportListing;
      if (!payload) throw new Error('no answer');
      if (payload.errors.length > 0) {
        const byField = fieldErrorsOf(payload.errors);
        setErrors({ reason: byField.reason, details: byField.details, form: byField[FORM_ERROR_FIELD] });
        idempotency.done();
        return;
      }
      idempotency.done();
      setSent(true);
    } catch (error) {
      // Sent again, the same key: the gateway answers the first attempt if it did arrive.
      // The words for a refused or failed report (docs/rules/listing-actions.md#report-errors).
      setErrors({ form: failureMessage(error, REPORT_TEXTS) });
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="report__thanks" role="status">
        <p className="report__thanks-title" ref={thanks} tabIndex={-1}>
          {REPORT_TEXTS.thanks}
        </p>
        <p>{REPORT_TEXTS.thanksNext}</p>
      </div>
    );
  }

  const changed = () => {
    // Another report is another change: a new key, and the old complaints go.
    idempotency.done();
    setErrors({});
  };
  const needsDetails = reason === REPORT_REASON_NEEDING_DETAILS;
  const reasonErrorId = `${id}-reason-error`;
  const detailsHintId = `${id}-details-hint`;
  const detailsErrorId = `${id}-details-error`;
  return (
    <form className="report" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="report__reasons" aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className="account-field__label">What is wrong with this listing?</legend>
        {REPORT_REASON_LABELS.map(([value, label]) => (
          <label key={value} className="report__reason">
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              aria-invalid={errors.reason ? true : undefined}
              onChange={() => {
                setReason(value);
                changed();
              }}
            />
            {label}
          </label>
        ))}
        {errors.reason && (
          <p className="field-error" id={reasonErrorId}>
            {errors.reason}
          </p>
        )}
      </fieldset>
      <div className="account-field">
        <label className="account-field__label" htmlFor={`${id}-details`}>
          {needsDetails ? 'Tell us what is wrong' : 'Tell us more (optional)'}
        </label>
        <p className="account-field__hint" id={detailsHintId}>
          {needsDetails ? 'Required for Other. ' : ''}At most {REPORT_LIMITS.detailsMaxLength} characters;{' '}
          {REPORT_LIMITS.detailsMaxLength - details.length} left.
        </p>
        <textarea
          id={`${id}-details`}
          name="details"
          className="account-field__input report__details"
          rows={4}
          maxLength={REPORT_LIMITS.detailsMaxLength}
          required={needsDetails}
          value={details}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={[detailsHintId, errors.details && detailsErrorId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setDetails(event.target.value);
            changed();
          }}
        />
        {errors.details && (
          <p className="field-error" id={detailsErrorId}>
            {errors.details}
          </p>
        )}
      </div>
      {errors.form && (
        <div className="alert alert--danger" role="alert">
          <p>{errors.form}</p>
        </div>
      )}
      <button type="submit" className="button" aria-disabled={sending ? true : undefined}>
        {sending ? 'Sending…' : 'Send report'}
      </button>
    </form>
  );
}
