import { REPORT_LIMITS, REPORT_REASON_NEEDING_DETAILS } from '../../../contracts/leads/constants';
import { SRP_PATH } from '../../../contracts/search';
import { REPORT_TEXTS, SHARE_TEXTS, type REPORT_REASON_LABELS } from './constants';

/** The listing actions' rules as pure functions (docs/rules/listing-actions.md). */

export type Reason = (typeof REPORT_REASON_LABELS)[number][0];
export type ReportErrors = Partial<Record<'reason' | 'details' | 'form', string>>;

/** What is wrong with a report before it is sent (the gateway checks again), by field (#report-reasons). */
export function reportErrors(reason: Reason | undefined, details: string): ReportErrors {
  const errors: ReportErrors = {};
  if (!reason) errors.reason = REPORT_TEXTS.reasonRequired;
  const words = details.trim();
  if (reason === REPORT_REASON_NEEDING_DETAILS && !words) errors.details = REPORT_TEXTS.detailsRequired;
  if (words.length > REPORT_LIMITS.detailsMaxLength) errors.details = REPORT_TEXTS.detailsTooLong;
  return errors;
}

/** The vehicle page's absolute URL under an origin: what a shared link opens (#share). */
export const vehicleUrl = (origin: string, listingId: string) =>
  new URL(`${SRP_PATH}/vehicle/${encodeURIComponent(listingId)}`, origin).href;

/** The Email option: a mailto: link with the subject and a body naming the car and its URL (#share). */
export const mailtoHref = (title: string, url: string) =>
  `mailto:?subject=${encodeURIComponent(SHARE_TEXTS.emailSubject(title))}&body=${encodeURIComponent(
    SHARE_TEXTS.emailBody(title, url),
  )}`;
