/**
 * '1 minute', '14 minutes': a wait in whole minutes, rounded up. Shared so that the gateway's and
 * the page's rate-limit messages name the same wait for the same Retry-After.
 */
export const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};
