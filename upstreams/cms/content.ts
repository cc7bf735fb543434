import type { DealerDiffContent, DealerDiffListingType } from '../../contracts/cms/index';
import { Random } from '../db/seed/random';
import type { ShowroomLook } from '../images/showroom';
import {
  BRAND_COLORS,
  CAR_COLORS,
  CONTENT_DAYS,
  CONTENT_EPOCH,
  MAX_BULLETS,
  MIN_BULLETS,
  SKY_COLORS,
  dealerDiffImagePath,
} from './constants';
import type { DealerFacts } from './store';

/**
 * A dealer's differentiator content, written the way dealers write it in the CMS: the same every
 * time for one CMS id and listing type (seeded random streams, like the inventory's seed), worded
 * for the car being looked at (new, used, maker-certified or third-party certified). The facts
 * (founding year, team size, inspection points …) come from one stream per dealer, so they agree
 * across listing types; the wording from one stream per dealer and listing type.
 */

interface Facts {
  founded: number;
  technicians: number;
  serviceBays: number;
  reviews: number;
  inspectionPoints: number;
  appraisalMinutes: number;
  testDriveHours: number;
  look: ShowroomLook;
}

const FOUNDED_IN_TAGLINE = /since (\d{4})/i;

function factsOf(cmsId: string, dealer: DealerFacts): Facts {
  const random = new Random(`dealer-diff:${cmsId}`);
  const drawnFounded = random.int(1964, 2016);
  return {
    founded: Number(FOUNDED_IN_TAGLINE.exec(dealer.tagline)?.[1] ?? drawnFounded),
    technicians: random.int(4, 26),
    serviceBays: random.int(6, 32),
    reviews: random.int(140, 2_600),
    inspectionPoints: random.pick([125, 150, 161, 172, 182]),
    appraisalMinutes: random.pick([15, 20, 30]),
    testDriveHours: random.pick([24, 48]),
    look: {
      brandHex: random.pick(BRAND_COLORS),
      skyHex: random.pick(SKY_COLORS),
      carHexes: [random.pick(CAR_COLORS), random.pick(CAR_COLORS), random.pick(CAR_COLORS)],
    },
  };
}

/** The showroom picture's look, for the image route. */
export const showroomLookOf = (cmsId: string, dealer: DealerFacts): ShowroomLook => factsOf(cmsId, dealer).look;

const shuffled = <T>(random: Random, items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Words = (dealer: DealerFacts, facts: Facts) => string;

const HEADLINES: Record<DealerDiffListingType, Words[]> = {
  NEW: [
    (d) => `Drive off new from ${d.name}`,
    (d) => `New cars, straight answers at ${d.name}`,
    (d) => `Your next new car is waiting in ${d.city}`,
    (d) => `Factory fresh and fairly priced at ${d.name}`,
  ],
  USED: [
    () => 'Pre-owned cars we would drive ourselves',
    (d) => `Why ${d.city} buys used from ${d.name}`,
    (_d, f) => `Every used car checked on ${f.inspectionPoints} points`,
    (d) => `Quality used cars, honest prices at ${d.name}`,
  ],
  CERTIFIED: [
    (d) => `Certified pre-owned, backed by the maker, at ${d.name}`,
    () => `Certified confidence without the new-car price`,
    (d) => `The maker's certification, ${d.name}'s care`,
  ],
  '3P_CERT': [
    () => `Independently certified, inspected twice`,
    (d) => `Third-party certified cars at ${d.name}`,
    () => `A second opinion on every car we certify`,
  ],
};

/** Selling points worded for one listing type; the shared ones follow. */
const TYPE_BULLETS: Record<DealerDiffListingType, Words[]> = {
  NEW: [
    () => 'No market adjustments: new cars at or below sticker price',
    () => 'Current factory incentives applied before you ask',
    () => 'First two oil changes on us',
    () => 'Test drives at your home or office',
    () => 'A loaner car with every warranty visit',
  ],
  USED: [
    (_d, f) => `Every car passes a ${f.inspectionPoints}-point inspection`,
    () => 'A free vehicle history report on every car',
    (_d, f) => `Trade-ins appraised in ${f.appraisalMinutes} minutes`,
    (_d, f) => `${f.testDriveHours}-hour test drives on most of our cars`,
    () => 'One posted price, online and on the lot',
  ],
  CERTIFIED: [
    () => "The maker's limited warranty on every certified car",
    () => 'Roadside assistance for as long as the warranty runs',
    (_d, f) => `A ${f.inspectionPoints}-point certification inspection by our own technicians`,
    () => 'Certified financing rates from the maker',
    () => 'A vehicle history report with every car',
  ],
  '3P_CERT': [
    () => 'Inspected by an independent certifier, then by our technicians',
    () => 'A 30 to 90 day limited warranty, by car',
    () => 'Warranty repairs done in our own service bays',
    () => 'A vehicle history report with every car',
  ],
};

function sharedBullets(dealer: DealerFacts, facts: Facts): string[] {
  const bullets = [
    `Serving ${dealer.city}, ${dealer.state} since ${facts.founded}`,
    `${facts.technicians} trained technicians and ${facts.serviceBays} service bays`,
  ];
  if (dealer.rating !== null)
    bullets.push(`Rated ${dealer.rating.toFixed(1)} out of 5 by ${facts.reviews.toLocaleString('en-US')} customers`);
  if (dealer.homeServices.includes('BUY_ONLINE')) bullets.push('Buy online, start to finish, with home delivery');
  else if (dealer.homeServices.includes('ONLINE_PAPERWORK')) bullets.push('Sign your paperwork online');
  if (dealer.vehicleExchange) bullets.push('A money back guarantee if the car is not right for you');
  return bullets;
}

/** The structured content (headline, 2 to 5 bullets, picture, date) of one dealer for one listing type. */
export function dealerDiffContent(
  cmsId: string,
  dealer: DealerFacts,
  listingType: DealerDiffListingType,
): DealerDiffContent {
  const facts = factsOf(cmsId, dealer);
  const random = new Random(`dealer-diff:${cmsId}:${listingType}`);
  const headline = random.pick(HEADLINES[listingType])(dealer, facts);
  // Three at least (MIN_BULLETS is the contract's floor), so a dealer's own point fits beside the type's.
  const count = random.int(MIN_BULLETS + 1, MAX_BULLETS);
  const typed = shuffled(random, TYPE_BULLETS[listingType]).map((words) => words(dealer, facts));
  const shared = shuffled(random, sharedBullets(dealer, facts));
  // Mostly the type's own points, at least one of the dealer's own.
  const bullets = [...typed.slice(0, count - 1), ...shared].slice(0, count);
  const updatedAt = new Date(CONTENT_EPOCH + random.int(0, CONTENT_DAYS) * 86_400_000 + random.int(8, 18) * 3_600_000);
  return {
    headline,
    bullets,
    imageUrl: dealerDiffImagePath(cmsId),
    imageAlt: `The ${dealer.name} showroom in ${dealer.city}, ${dealer.state}`,
    updatedAt: updatedAt.toISOString(),
  };
}

const OPENINGS: Words[] = [
  (d, f) =>
    `${d.name} opened its doors in ${d.city} in ${f.founded}. We have grown since, but we still run the place the way we started: <strong>one price, plain answers, no pressure</strong>.`,
  (d, f) =>
    `Since ${f.founded}, ${d.city} drivers have trusted ${d.name} with their cars. Many of our customers are on their third or fourth car with us, and <em>that</em> is the number we watch most closely.`,
  (d, f) =>
    `We are a ${d.state} dealer with ${f.technicians} technicians and a sales team that is not paid on commission. <strong>${d.tagline}.</strong> That has not changed since ${f.founded}.`,
  (d) =>
    `At ${d.name} we think buying a car should take an afternoon, not a weekend. Our team in ${d.city} prepares the paperwork before you arrive, so <em>you spend your time driving, not waiting</em>.`,
];

const TYPE_SECTIONS: Record<DealerDiffListingType, { title: string; body: Words[]; steps: string[] }> = {
  NEW: {
    title: 'Buying new with us',
    body: [
      () =>
        `The price on the window is the price you pay: <strong>no dealer add-ons, no market adjustments</strong>. If the maker has an incentive on the car, it is already taken off.`,
      (_d, f) =>
        `Every new car is prepared by our own technicians, ${f.technicians} of them, and delivered with a full tank and a walk-through of its features, <em>at the dealership or at your door</em>.`,
    ],
    steps: [
      'Reserve the car online or by phone',
      'Take it for a test drive where it suits you',
      'Agree the numbers, then sign in one sitting',
      'Drive it home, or we bring it to you',
    ],
  },
  USED: {
    title: 'How we choose our used cars',
    body: [
      (_d, f) =>
        `Fewer than half the cars we look at make it onto our lot. Each one that does passes a <strong>${f.inspectionPoints}-point inspection</strong>, and we fix what it finds before the car is priced.`,
      () =>
        `We price every used car against the market every day and post that price online and on the windshield. <em>What you see is what you pay</em>, whether you buy in person or online.`,
    ],
    steps: [
      'A history report, pulled before we buy the car',
      'A mechanical and cosmetic inspection',
      'Repairs, fresh fluids and a detail',
      'A test drive by one of our technicians',
    ],
  },
  CERTIFIED: {
    title: "Certified, the maker's way",
    body: [
      () =>
        `Our certified cars meet the maker's own standard: <strong>age and mileage limits, a certification inspection and the maker's limited warranty</strong>. We do the inspection in our own service department.`,
      () =>
        `A certified car costs a little more than a used one, and it is worth it: <em>the warranty, roadside assistance and special financing rates come with it</em>.`,
    ],
    steps: [
      'Checked against the program’s age and mileage limits',
      'The full certification inspection',
      'Worn parts replaced with genuine parts',
      "Registered for the maker's warranty in your name",
    ],
  },
  '3P_CERT': {
    title: 'Certified by a third party',
    body: [
      () =>
        `Our third-party certified cars are <strong>inspected by an independent certifier</strong> before we offer them, then again by our technicians. Two sets of eyes, one standard.`,
      () =>
        `Each comes with a limited warranty of <em>30 to 90 days</em>, depending on the car, and repairs under it are done right here in our service bays.`,
    ],
    steps: [
      'Inspected by the independent certifier',
      'Inspected again by our technicians',
      'A vehicle history report reviewed',
      'The limited warranty explained before you sign',
    ],
  },
};

const AFTER_SALE: Words[] = [
  (_d, f) =>
    `Our service department has ${f.serviceBays} bays and is open six days a week. Customers who bought from us get <strong>priority booking</strong> and a free multi-point check at every visit.`,
  (d) =>
    `We are here after the sale. Call ${d.name} with a question about your car, <em>whenever you bought it</em>, and you will talk to someone who can answer it.`,
];

/** The dealer's story as an HTML fragment (h3, h4, p, ul/li, strong, em), worded for one listing type. */
export function dealerDiffHtml(cmsId: string, dealer: DealerFacts, listingType: DealerDiffListingType): string {
  const facts = factsOf(cmsId, dealer);
  const random = new Random(`dealer-diff-story:${cmsId}:${listingType}`);
  // The dealer's own words go into markup: escaped first.
  const safe: DealerFacts = {
    ...dealer,
    name: escapeHtml(dealer.name),
    city: escapeHtml(dealer.city),
    state: escapeHtml(dealer.state),
    tagline: escapeHtml(dealer.tagline),
  };
  const section = TYPE_SECTIONS[listingType];
  // The first and last steps always; those between mostly, in their order.
  const between = section.steps.slice(1, -1).filter(() => random.chance(0.75));
  const listed = [section.steps[0], ...between, section.steps.at(-1)!];
  return [
    `<h3>About ${safe.name}</h3>`,
    `<p>${random.pick(OPENINGS)(safe, facts)}</p>`,
    `<h3>${escapeHtml(section.title)}</h3>`,
    ...section.body.map((words) => `<p>${words(safe, facts)}</p>`),
    `<ul>${listed.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`,
    `<h4>After the sale</h4>`,
    `<p>${random.pick(AFTER_SALE)(safe, facts)}</p>`,
  ].join('\n');
}
