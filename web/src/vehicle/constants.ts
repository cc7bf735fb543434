/** The vehicle page's words and counts (docs/rules/vehicle-page.md). */

export const DEALER_DIFFERENCE_TEXTS = {
  open: 'Why buy from this dealer',
  title: 'Why buy from',
  imageFailed: 'Failed to load image',
  loading: 'Loading…',
} as const;

/** Similar listings the page asks for and shows. */
export const VDP_SIMILAR_LISTINGS = 8;
