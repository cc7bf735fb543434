import { SELLER_LEAD_LIMITS } from '../../../contracts/leads/constants';
import { minutes } from '../../../contracts/minutes';
import { formatPrice } from '../components/format';

/** The contact block's and the email-the-seller form's copy (docs/rules/contact.md). */

const dollars = formatPrice;

/** The ways to be answered, in the order the form lists them, with their labels (PREFERRED_CONTACTS). */
export const PREFERRED_CONTACT_LABELS = [
  ['EMAIL', 'Email'],
  ['PHONE', 'Phone call'],
  ['TEXT', 'Text'],
] as const;

/** What the browser keeps (localStorage), under one key each. */
export const CONTACT_STORAGE_KEYS = {
  /** The listings this browser emailed the seller of: their button says Contacted. */
  contacted: 'motormart.contacted',
  /** The shopper's name, email, phone and preferred contact, to fill in the next form. */
  leadProfile: 'motormart.leadProfile',
} as const;

/** The most listing ids kept as contacted: the oldest go first. */
export const CONTACTED_LIMIT = 200;

export const CONTACT_TEXTS = {
  emailSeller: 'Email seller',
  contacted: 'Contacted',
  contactedAgain: ': email the seller again',
  dialogTitle: 'Email the seller',
  callsOnly: 'This seller takes calls only.',
  call: (formatted: string) => `Call ${formatted}`,
  message: (title: string, vin: string) =>
    `Hi, is the ${title} (VIN ${vin}) still available? I would like to know more about it. Thank you.`,
  phoneHint: 'Required if you would like a call or a text.',
  messageHint: (left: number) => `At most ${SELLER_LEAD_LIMITS.messageMaxLength} characters; ${left} left.`,
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  nameTooLong: `Use at most ${SELLER_LEAD_LIMITS.nameMaxLength} characters`,
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  emailTooLong: `Use at most ${SELLER_LEAD_LIMITS.emailMaxLength} characters`,
  phoneInvalid: 'Enter a 10-digit phone number, like (404) 555-0123',
  phoneRequired: 'Enter a phone number to be called or texted',
  messageRequired: 'Write a message to the seller',
  messageTooLong: `Use at most ${SELLER_LEAD_LIMITS.messageMaxLength} characters`,
  oneClick: 'Next time, send my message to a seller in one click with these details',
  /** A stand-in message: one-click readiness checks the profile's fields, not a message. */
  oneClickProbe: '-',
  oneClickSending: 'Sending your message…',
  oneClickSent: (ownerName: string) => `Message sent to ${ownerName}. We sent you a copy.`,
  makeOffer: 'Make offer',
  offerTitle: 'Make an offer',
  offerLabel: 'Your offer',
  offerHint: (floor: number, asking: number) =>
    `Whole dollars, from ${dollars(floor)} (half the asking price) to ${dollars(asking)}.`,
  offerRequired: 'Enter the price you offer',
  offerRange: (floor: number, asking: number) => `Enter an offer from ${dollars(floor)} to ${dollars(asking)}`,
  offerMessage: (title: string, vin: string) =>
    `Hi, I would like to make an offer on your ${title} (VIN ${vin}). Please let me know if it works for you.`,
  sendOffer: 'Send offer',
  offerThanks: (ownerName: string) => `Your offer is on its way to ${ownerName}. We sent you a copy.`,
  offerLoadFailed: 'The make-offer form could not load; offering the email form instead',
  send: 'Send message',
  sending: 'Sending…',
  thanks: (ownerName: string) => `Your message is on its way to ${ownerName}. We sent you a copy.`,
  thanksNext: 'The seller will answer you the way you asked.',
  unavailable: 'We could not send your message right now. Nothing was sent. Please try again in a moment.',
  failed: 'We could not send your message. Check your connection and try again.',
  notFound: 'This vehicle is no longer listed, so your message was not sent.',
  rateLimited: (seconds: number) => `You have sent several messages recently. Please try again in ${minutes(seconds)}.`,
} as const;
