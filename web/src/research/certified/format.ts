import { formatCount } from '../../components/format';
/**
 * The certified program details modal's sentences (docs/rules/certified.md#the-details-modal), from
 * the figures of the certified content.
 */

const count = formatCount;

/** e.g. '14 days or 1,000 miles, whichever comes first'. */
export const guaranteeText = ({ days, miles }: { days: number; miles: number }): string =>
  `${count(days)} days or ${count(miles)} miles, whichever comes first`;

/** e.g. 'up to 6 years old, under 80,000 miles, passes a 172-point inspection'. */
export const tierText = (tier: { maxAgeYears: number; maxMiles: number; inspectionPoints: number }): string =>
  `up to ${count(tier.maxAgeYears)} years old, under ${count(tier.maxMiles)} miles, passes a ${count(tier.inspectionPoints)}-point inspection`;

/** e.g. 'A 30 to 90 day limited warranty'; one figure when both are the same. */
export const warrantyText = (minDays: number, maxDays: number): string =>
  minDays === maxDays
    ? `A ${count(minDays)} day limited warranty`
    : `A ${count(minDays)} to ${count(maxDays)} day limited warranty`;

type Guarantee = { days: number; miles: number };

/** Third-party certification's guarantee beside the program's: 'The same …' only when the figures are. */
export const thirdPartyGuaranteeText = (program: Guarantee, thirdParty: Guarantee): string =>
  program.days === thirdParty.days && program.miles === thirdParty.miles
    ? `The same money-back guarantee: ${guaranteeText(thirdParty)}`
    : `A money-back guarantee of ${guaranteeText(thirdParty)}`;
