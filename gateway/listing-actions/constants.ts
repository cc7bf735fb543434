import { minutes } from '../../contracts/minutes';

/** The gateway's listing-report copy (docs/rules/listing-actions.md#report-errors). */
export const REPORT_TEXTS = {
  notFound: 'No listing with this id is for sale',
  unavailable: 'Reports cannot be sent right now; try again in a moment',
  rateLimited: (seconds: number) => `Too many reports from here; try again in ${minutes(seconds)}`,
} as const;
