/** '1 minute', '14 minutes': a wait in whole minutes, rounded up. */
const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/** The gateway's words about emailing a seller (docs/rules/contact.md#refusals). */
export const CONTACT_TEXTS = {
  notFound: 'No listing with this id is for sale',
  unavailable: 'Messages cannot be sent right now; nothing was sent. Try again in a moment',
  rateLimited: (seconds: number) => `Too many messages from here; try again in ${minutes(seconds)}`,
  honeypot: 'Leave this field empty',
  duplicate: 'You already sent the seller of this car a message today; they will answer you',
  tooMany: 'This email address has sent as many messages as it can today; try again tomorrow',
  notAccepted: 'This seller does not take email; call them instead',
} as const;
