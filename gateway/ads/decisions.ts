import type { AdRequestInput, AdSlotFill } from '../__generated__/resolvers-types';
import { MAX_BODY_STYLE_CODES, MAX_MAKE_CODES, MAX_SLOTS_PER_REQUEST } from '../../contracts/ads/index';
import { adClickUrl, adCreativeUrl } from '../../contracts/ads/routes';
import type { BrandCode } from '../../contracts/search/brands';
import type { ContextValue } from '../context';
import { invalidField } from '../search/validate';
import { errorCodeOf } from '../errors';

/** A slot id: 1 to 40 letters, digits or '-' (the ad server's rule). */
const SLOT_ID = /^[A-Za-z0-9-]{1,40}$/;
/** A catalogue code as the ad server takes it. */
const CODE = /^[A-Za-z0-9_]{1,20}$/;

/** Checks what the schema's types cannot say; a mistake is BAD_USER_INPUT naming the field. */
function validate(input: AdRequestInput): void {
  const { slots, zip, makeCodes, bodyStyleCodes } = input;
  if (slots.length < 1 || slots.length > MAX_SLOTS_PER_REQUEST)
    throw invalidField('slots', `give 1 to ${MAX_SLOTS_PER_REQUEST} slots`);
  slots.forEach((slot, i) => {
    if (!SLOT_ID.test(slot.id)) throw invalidField(`slots.${i}.id`, "must be 1 to 40 letters, digits or '-'");
  });
  if (new Set(slots.map((s) => s.id)).size !== slots.length) throw invalidField('slots', 'slot ids must be unique');
  if (zip != null && !/^\d{5}$/.test(zip)) throw invalidField('zip', 'must be 5 digits');
  if (makeCodes && makeCodes.length > MAX_MAKE_CODES) throw invalidField('makeCodes', `at most ${MAX_MAKE_CODES}`);
  if (bodyStyleCodes && bodyStyleCodes.length > MAX_BODY_STYLE_CODES)
    throw invalidField('bodyStyleCodes', `at most ${MAX_BODY_STYLE_CODES}`);
  for (const [field, codes] of [
    ['makeCodes', makeCodes],
    ['bodyStyleCodes', bodyStyleCodes],
  ] as const)
    if (codes?.some((code) => !CODE.test(code))) throw invalidField(field, 'must be catalogue codes');
}

/**
 * Query.ads (docs/rules/ads.md#decisions): one decision per slot from the ad server, for this
 * browser's frequency caps. Ads never fail the page: a failing or refusing ad server leaves every
 * slot empty (logged with its code only), so the page collapses them.
 */
export async function adDecisions(input: AdRequestInput, ctx: ContextValue): Promise<AdSlotFill[] | null> {
  validate(input);
  const brand = (input.brand ?? ctx.brand) as BrandCode;
  if (!ctx.features[brand].ads) return null;
  const empty = () => input.slots.map((slot) => ({ slotId: slot.id, ad: null }));
  let answer;
  try {
    answer = await ctx.ads.client.decisions({
      slots: input.slots.map((slot) => ({ slotId: slot.id, size: slot.kind })),
      brand,
      zip: input.zip ?? undefined,
      makeCodes: input.makeCodes ?? undefined,
      bodyStyleCodes: input.bodyStyleCodes ?? undefined,
      viewerId: ctx.browserId,
    });
  } catch (error) {
    ctx.log.warn({ group: 'ads', code: errorCodeOf(error) }, 'ads failed; slots left empty');
    return empty();
  }
  if (!answer.ok) {
    ctx.log.warn(
      { group: 'ads', code: answer.refusal.code, field: answer.refusal.field },
      'ads refused; slots left empty',
    );
    return empty();
  }
  return answer.data.decisions.map(({ slotId, ad }) => ({
    slotId,
    ad: ad && {
      decisionId: ad.decisionId,
      creativeId: ad.creativeId,
      advertiser: ad.advertiser,
      headline: ad.headline,
      body: ad.body,
      imageUrl: adCreativeUrl(ad.creativeId),
      imageAlt: ad.imageAlt,
      width: ad.width,
      height: ad.height,
      clickUrl: adClickUrl(ad.decisionId),
    },
  }));
}
