import { minutes } from '../../contracts/minutes';

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
