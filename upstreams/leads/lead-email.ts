import { PREFERRED_CONTACTS, type PreferredContact } from '../../contracts/leads/index';
import { escape } from '../mail/html';
import { LEAD_SENDER_NAME } from './lead-mail-constants';

/**
 * The two emails a shopper's message causes (docs/rules/contact.md#delivery): the seller's, with
 * the message, how the shopper would like to be answered and their details, replying to the
 * shopper; and the shopper's copy, saying where it went. Text and HTML parts of the same words.
 */

export interface LeadForEmail {
  kind: 'SELLER' | 'SHOPPER_COPY';
  listingId: string;
  listingTitle: string;
  ownerName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  preferredContact: PreferredContact;
  /** An offer in whole dollars (docs/rules/contact.md#make-offer), or null for a plain message. */
  offerAmount: number | null;
}

export interface RenderedLeadEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const CONTACT_WORDS: Record<PreferredContact, string> = {
  EMAIL: 'email',
  PHONE: 'a phone call',
  TEXT: 'a text message',
};
// Every preferred contact has its words.
void (PREFERRED_CONTACTS satisfies readonly (keyof typeof CONTACT_WORDS)[]);

/** 4045550123 → (404) 555-0123. */
export const formatPhone = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function renderLeadEmail(lead: LeadForEmail, origin: string): RenderedLeadEmail {
  const listingUrl = `${origin}/cars-for-sale/vehicle/${lead.listingId}`;
  const name = `${lead.firstName} ${lead.lastName}`;
  const offer = lead.offerAmount == null ? undefined : money.format(lead.offerAmount);
  const details = [
    ...(offer ? [['Offer', offer]] : []),
    ['Name', name],
    ['Email', lead.email],
    ...(lead.phone ? [['Phone', formatPhone(lead.phone)]] : []),
    ['Prefers', CONTACT_WORDS[lead.preferredContact]],
  ];
  const seller = lead.kind === 'SELLER';
  const what = offer ? `offer of ${offer}` : 'message';
  const subject = seller
    ? offer
      ? `An offer of ${offer} for your ${lead.listingTitle}`
      : `New message about your ${lead.listingTitle}`
    : `Your ${what} to ${lead.ownerName} about the ${lead.listingTitle}`;
  const intro = seller
    ? `${name} ${offer ? `offers ${offer} for` : 'wrote to you about'} your ${lead.listingTitle} on ${LEAD_SENDER_NAME}. Reply to this email to answer them.`
    : `We sent your ${what} to ${lead.ownerName} about the ${lead.listingTitle}. They will answer you by ${CONTACT_WORDS[lead.preferredContact]}.`;
  const why = seller
    ? `You are getting this email because a shopper wrote to you about a listing of yours on ${LEAD_SENDER_NAME}.`
    : `You are getting this copy because you wrote to a seller on ${LEAD_SENDER_NAME}.`;

  const text = [
    intro,
    '',
    seller ? 'Their message:' : 'Your message:',
    '',
    lead.message,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `The listing: ${listingUrl}`,
    '',
    '--',
    why,
  ].join('\n');

  const paragraphs = lead.message
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 12px">${escape(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1d21">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${escape(subject)}</h1>
<p style="margin:0 0 16px">${escape(intro)}</p>
<div style="border-left:4px solid #0b57d0;padding:4px 0 4px 12px;margin:0 0 16px">${paragraphs}</div>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#5b6270">${escape(label)}</td><td style="padding:2px 0">${escape(value)}</td></tr>`,
    )
    .join('')}</table>
<p style="margin:0"><a href="${escape(listingUrl)}" style="display:inline-block;background:#0b57d0;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 18px;border-radius:6px">See the listing</a></p>
</td></tr>
<tr><td style="padding:12px 20px;border-top:1px solid #e3e5e8;font-size:12px;color:#5b6270">${escape(why)}</td></tr>
</table></td></tr></table></body></html>`;

  // The seller answers the shopper directly; an automatic reply to the copy goes nowhere useful.
  const headers: Record<string, string> = seller ? { 'Reply-To': lead.email } : { 'Auto-Submitted': 'auto-generated' };
  return { subject, text, html, headers };
}
