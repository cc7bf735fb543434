import { DEAL_RATING_LABELS, SRP_PATH } from '../../contracts/search/constants';
import type { LscListing } from '../../contracts/lsc/index';
import { escape } from '../mail/html';
import { ALERT_EMAIL_MAX_LISTINGS, ALERT_SENDER } from './constants';
import type { AlertItem } from './news';
import { listUnsubscribeHeaders } from './unsubscribe-token';

/**
 * The alert email (docs/rules/alerts.md#the-email): HTML and text parts telling the new cars with
 * photo, price and deal rating, linking back to the search and to each car, naming the shopper's
 * search, and ending with why they got it, how to stop it and the sender's postal address.
 */

export interface AlertEmailInput {
  searchName: string;
  /** The saved search's canonical query string. */
  searchResultsURL: string;
  frequency: 'INSTANT' | 'DAILY' | 'WEEKLY';
  items: AlertItem[];
  /** The cars as the listing search has them now; a car sold meanwhile is left out. */
  listings: Map<number, LscListing>;
  /** The site's public origin (https://www.example.com). */
  origin: string;
  unsubscribeUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US');

const FREQUENCY_WORDS = { INSTANT: 'as new cars arrive', DAILY: 'daily', WEEKLY: 'weekly' } as const;

export function renderAlertEmail(input: AlertEmailInput): RenderedEmail | undefined {
  const shown = input.items.filter((item) => input.listings.has(item.listingId));
  if (shown.length === 0) return undefined;
  const arrivals = shown.filter((item) => item.reason === 'NEW').length;
  const drops = shown.length - arrivals;
  const searchUrl = searchResultsUrl(input.origin, input.searchResultsURL);
  const manageUrl = `${input.origin}/account/saved-searches`;
  const cars = shown
    .slice(0, ALERT_EMAIL_MAX_LISTINGS)
    .map((item) => car(item, input.listings.get(item.listingId)!, input.origin));
  const more = shown.length - cars.length;
  const subject = `${headline(arrivals, drops)} for "${input.searchName}"`;
  const why =
    `You are getting this email because you saved the search "${input.searchName}" on ${ALERT_SENDER.brandName} ` +
    `with email alerts on (${FREQUENCY_WORDS[input.frequency]}).`;

  const text = [
    `${headline(arrivals, drops)} for your saved search "${input.searchName}".`,
    '',
    ...cars.flatMap((c) => [
      `${c.badge}: ${c.title}`,
      `  ${c.price}${c.was ? ` (was ${c.was})` : ''}${c.deal ? ` · ${c.deal}` : ''}${c.miles ? ` · ${c.miles}` : ''}`,
      `  ${c.url}`,
      '',
    ]),
    more > 0 ? `And ${more} more. ` : '',
    `See all the results: ${searchUrl}`,
    '',
    '--',
    why,
    `Unsubscribe from this search's alerts: ${input.unsubscribeUrl}`,
    `Manage your saved searches: ${manageUrl}`,
    ALERT_SENDER.postalAddress,
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1d21">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 20px 8px"><p style="margin:0;font-size:14px;color:#5b6270">${escape(ALERT_SENDER.brandName)} saved search alert</p>
<h1 style="margin:6px 0 0;font-size:20px;line-height:1.3">${escape(headline(arrivals, drops))} for &ldquo;${escape(input.searchName)}&rdquo;</h1></td></tr>
${cars.map(carRow).join('\n')}
<tr><td style="padding:16px 20px 24px">${more > 0 ? `<p style="margin:0 0 12px;font-size:14px">And ${more} more.</p>` : ''}
<a href="${escape(searchUrl)}" style="display:inline-block;background:#0b57d0;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 18px;border-radius:6px">See all the results</a></td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px"><tr><td style="padding:16px 20px;font-size:12px;line-height:1.5;color:#5b6270">
<p style="margin:0 0 8px">${escape(why)}</p>
<p style="margin:0 0 8px"><a href="${escape(input.unsubscribeUrl)}" style="color:#5b6270">Unsubscribe from this search&rsquo;s alerts</a> &middot; <a href="${escape(manageUrl)}" style="color:#5b6270">Manage your saved searches</a></p>
<p style="margin:0">${escape(ALERT_SENDER.postalAddress)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;

  return {
    subject,
    text,
    html,
    // RFC 8058: mail clients offer a one-click unsubscribe that POSTs to this URL.
    headers: { ...listUnsubscribeHeaders(input.unsubscribeUrl), 'Auto-Submitted': 'auto-generated' },
  };
}

/** The results page with the saved search's filters, on the public origin (the email's and the push's link). */
export function searchResultsUrl(origin: string, searchResultsURL: string): string {
  return `${origin}${SRP_PATH}${searchResultsURL ? `?${searchResultsURL}` : ''}`;
}

/** "2 new cars", "1 price drop", "1 new car and 2 price drops": the email's subject and the push's body. */
export function headline(arrivals: number, drops: number): string {
  const parts = [];
  if (arrivals) parts.push(`${arrivals} new ${arrivals === 1 ? 'car' : 'cars'}`);
  if (drops) parts.push(`${drops} price ${drops === 1 ? 'drop' : 'drops'}`);
  return parts.join(' and ');
}

interface Car {
  badge: string;
  title: string;
  url: string;
  photo: string | undefined;
  photoAlt: string;
  price: string;
  /** The asking price at the watermark, for a price drop. */
  was: string | undefined;
  deal: string | undefined;
  miles: string | undefined;
}

function car(item: AlertItem, listing: LscListing, origin: string): Car {
  const image = listing.images.sources[listing.images.primary] ?? listing.images.sources[0];
  const deal = listing.pricingDetail.dealIndicator;
  return {
    badge: item.reason === 'NEW' ? 'New listing' : 'Price drop',
    title: listing.title,
    url: `${origin}${listing.vdpBaseUrl}`,
    photo: image && absolute(image.src, origin),
    photoAlt: image?.alt ?? listing.title,
    price: money.format(listing.pricingDetail.salePrice),
    was: item.reason === 'PRICE_DROP' && item.previousPrice ? money.format(item.previousPrice) : undefined,
    deal: deal ? DEAL_RATING_LABELS[deal] : undefined,
    miles: listing.listingType === 'NEW' ? undefined : `${whole.format(listing.mileage.value)} miles`,
  };
}

function carRow(c: Car): string {
  const photo = c.photo
    ? `<a href="${escape(c.url)}"><img src="${escape(c.photo)}" alt="${escape(c.photoAlt)}" width="160" style="display:block;width:160px;max-width:100%;height:auto;border-radius:6px;border:0"></a>`
    : '';
  const price = c.was
    ? `${escape(c.price)} <s style="color:#5b6270;font-weight:normal">${escape(c.was)}</s>`
    : escape(c.price);
  return `<tr><td style="padding:12px 20px;border-top:1px solid #e3e5e8">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="168" valign="top" style="padding-right:8px">${photo}</td>
<td valign="top"><p style="margin:0 0 4px;font-size:12px;font-weight:bold;color:${c.badge === 'Price drop' ? '#b3261e' : '#137333'};text-transform:uppercase">${escape(c.badge)}</p>
<p style="margin:0 0 4px;font-size:16px;font-weight:bold"><a href="${escape(c.url)}" style="color:#1b1d21">${escape(c.title)}</a></p>
<p style="margin:0 0 4px;font-size:18px;font-weight:bold">${price}</p>
<p style="margin:0;font-size:13px;color:#5b6270">${[c.deal, c.miles]
    .filter(Boolean)
    .map((part) => escape(part!))
    .join(' &middot; ')}</p></td>
</tr></table></td></tr>`;
}

function absolute(src: string, origin: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}
