import { REPORT_LIMITS } from '../../../contracts/leads/constants';
import { minutes } from '../../../contracts/minutes';

/** The listing actions' copy (docs/rules/listing-actions.md). */

/** The reasons in the order the report dialog lists them, with their labels. */
export const REPORT_REASON_LABELS = [
  ['WRONG_PRICE', 'Wrong price'],
  ['SOLD', 'Already sold'],
  ['FRAUD', 'Fraud or scam'],
  ['WRONG_DETAILS', 'Wrong details (year, mileage, features, photos)'],
  ['OTHER', 'Other'],
] as const;

export const REPORT_TEXTS = {
  reasonRequired: 'Choose what is wrong with this listing',
  detailsRequired: 'Required for Other: say what is wrong',
  detailsTooLong: `Use at most ${REPORT_LIMITS.detailsMaxLength} characters`,
  thanks: 'Thank you for your report.',
  thanksNext: 'Our team will review this listing.',
  unavailable: 'We could not send your report right now. Please try again in a moment.',
  failed: 'We could not send your report. Check your connection and try again.',
  notFound: 'This vehicle is no longer listed, so there is nothing to report.',
  rateLimited: (seconds: number) => `You have sent several reports recently. Please try again in ${minutes(seconds)}.`,
} as const;

export const SHARE_TEXTS = {
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link above and copy it.',
  emailSubject: (title: string) => `Take a look at this ${title}`,
  emailBody: (title: string, url: string) => `I found this ${title} for sale:\n${url}`,
} as const;
