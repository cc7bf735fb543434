import { createHash } from 'node:crypto';
import type { Random } from './random';
import { metroZips, placeOf, usZips, type Place } from './places';
import { DEALER_SUFFIXES, DEALER_TAGLINES, MAKE_WEIGHTS, SURNAMES } from './constants';
import type { MakeSpec } from '../catalogue/types';

export interface OwnerRow extends Place {
  id: number;
  name: string;
  privateSeller: boolean;
  address: string | null;
  phone: string | null;
  website: string | null;
  logoSrc: string | null;
  rating: number | null;
  tagline: string | null;
  /** The id of the dealer's differentiator content in the content service; null without a tagline. */
  dealerDiffCmsId: string | null;
  homeServices: string[];
  shippingLabel: string | null;
  hideEmailForm: boolean;
  /** Where the seller's leads are delivered (ownerEmail); null when they take no email. */
  email: string | null;
  /** Money back guarantee (the vehicleExchange filter): a dealer offer. */
  vehicleExchange: boolean;
  /** Makes this dealer holds a franchise for (it sells them NEW and CERTIFIED); empty for independents. */
  franchiseMakes: string[];
}

const STREETS = ['Main St', 'Highway 9', 'Commerce Blvd', 'Auto Mall Dr', 'Oak Ave', 'Industrial Pkwy', 'Peachtree Rd'];

function phone(random: Random): string {
  // 555-01xx is reserved for fiction, so no real business is dialled.
  return `(${random.int(201, 989)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/**
 * Where a seller's leads go (docs/rules/contact.md#sellers-inboxes): a dealer's leads inbox on its
 * website's domain, a private seller's marketplace relay address. Migration 016 gives older rows
 * the same. Reserved .example domains: a seeded lead never reaches a real mailbox.
 */
export function ownerEmail(id: number, website: string | null, privateSeller: boolean): string {
  if (privateSeller) return `seller-${id}@sellers.motormart.example`;
  const host = website ? /^https?:\/\/(?:www\.)?([^/]+)/.exec(website)?.[1] : undefined;
  return host ? `leads@${host}` : `dealer-${id}@dealers.motormart.example`;
}

/**
 * The id of a dealer's differentiator content in the content service (CMS): derived from the owner
 * id, not drawn from the seed's random stream, so the rest of a seeded inventory stays as it was.
 * Migration 020 gives older rows the same: 'dd-' and the first 16 hex digits of md5('dealer-diff:' || id).
 */
export const dealerDiffCmsId = (ownerId: number): string =>
  `dd-${createHash('md5').update(`dealer-diff:${ownerId}`).digest('hex').slice(0, 16)}`;

/** Every twentieth dealer takes calls only (no email form); a rule, not a draw, so the seed's other draws stay as they were. */
export const hidesEmailForm = (id: number, privateSeller: boolean) => !privateSeller && id % 20 === 0;

/** Picks a place: mostly around big metros (where the lots are), sometimes anywhere in the US. */
export function placePicker(random: Random): () => Place {
  const metros = metroZips();
  const everywhere = usZips();
  return () => {
    if (random.chance(0.75)) {
      const metro = random.weighted(metros, (m) => m.weight);
      return placeOf(random.pick(metro.zips));
    }
    return placeOf(random.pick(everywhere));
  };
}

/**
 * About one dealer in five offers a money back guarantee. Derived from the dealer id (not drawn
 * from the seed's random stream), so the rest of a seeded inventory stays as it was.
 */
function offersVehicleExchange(dealerId: number): boolean {
  return Math.imul(dealerId, 2654435761) >>> 0 < 0x100000000 / 5;
}

export function generateDealers(
  random: Random,
  count: number,
  catalogue: readonly MakeSpec[],
  pickPlace: () => Place,
): OwnerRow[] {
  const dealers: OwnerRow[] = [];
  for (let i = 0; i < count; i++) {
    const place = pickPlace();
    const franchise = random.chance(0.55);
    const make = franchise ? random.weighted(catalogue, (m) => MAKE_WEIGHTS[m.code] ?? 0.2) : undefined;
    const surname = random.pick(SURNAMES);
    const name = make
      ? random.chance(0.5)
        ? `${place.city} ${make.name}`
        : `${surname} ${make.name}`
      : random.chance(0.5)
        ? `${surname} ${random.pick(DEALER_SUFFIXES)}`
        : `${place.city} ${random.pick(DEALER_SUFFIXES)}`;
    const homeServices = random.chance(0.35)
      ? random.chance(0.5)
        ? ['BUY_ONLINE', 'ONLINE_PAPERWORK']
        : ['ONLINE_PAPERWORK']
      : [];
    dealers.push({
      ...place,
      id: i + 1,
      name,
      privateSeller: false,
      address: `${random.int(100, 9999)} ${random.pick(STREETS)}`,
      phone: phone(random),
      website: `https://www.${slug(name)}.example`,
      logoSrc: `/images/owners/${i + 1}.svg`,
      rating: Math.min(5, Math.max(2.5, Math.round(random.normal(4.3, 0.4) * 10) / 10)),
      tagline: random.chance(0.6) ? random.pick(DEALER_TAGLINES) : null,
      dealerDiffCmsId: null,
      homeServices,
      shippingLabel: homeServices.includes('BUY_ONLINE') ? 'Delivery available' : null,
      hideEmailForm: hidesEmailForm(i + 1, false),
      email: ownerEmail(i + 1, `https://www.${slug(name)}.example`, false),
      vehicleExchange: offersVehicleExchange(i + 1),
      franchiseMakes: make ? [make.code] : [],
    });
    // After the draws, in the order they always were: the seeded inventory stays the same.
    const dealer = dealers[dealers.length - 1];
    if (dealer.tagline) dealer.dealerDiffCmsId = dealerDiffCmsId(dealer.id);
  }
  return dealers;
}

export function privateSeller(id: number, random: Random, pickPlace: () => Place): OwnerRow {
  const place = pickPlace();
  return {
    ...place,
    id,
    name: 'Private Seller',
    privateSeller: true,
    address: null,
    phone: random.chance(0.7) ? phone(random) : null,
    website: null,
    logoSrc: null,
    rating: null,
    tagline: null,
    dealerDiffCmsId: null,
    homeServices: [],
    shippingLabel: null,
    hideEmailForm: false,
    email: ownerEmail(id, null, true),
    vehicleExchange: false,
    franchiseMakes: [],
  };
}
