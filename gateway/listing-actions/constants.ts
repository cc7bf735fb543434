/** '1 minute', '14 minutes': a wait in whole minutes, rounded up. */
const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/** The gateway's listing-report copy (docs/rules/listing-actions.md#report-errors). */
export const REPORT_TEXTS = {
  notFound: 'No listing with this id is for sale',
  unavailable: 'Reports cannot be sent right now; try again in a moment',
  rateLimited: (seconds: number) => `Too many reports from here; try again in ${minutes(seconds)}`,
} as const;
