/**
 * The certified program details (docs/rules/certified.md): the attribute that marks a button
 * opening its modal, and the words the page shows. Small on purpose: the results page's first
 * chunk carries it.
 */

/**
 * A button with this attribute opens the certified program details modal. It carries no handler
 * of its own: one listener on the document serves them all (CertifiedDetailsHost), as it does the
 * cards' buttons that are not hydrated yet.
 */
export const CERTIFIED_DETAILS_ATTRIBUTE = 'data-certified-details';

export const CERTIFIED_TEXTS = {
  /** The results page's button, beside the category tabs. */
  detailsButton: 'Certified program details',
  /** The badge on a card whose car has a money back guarantee. */
  badge: 'Money Back Guarantee',
  /** The modal's heading. */
  title: 'Certified program details',
  loading: 'Loading the program details…',
  failed: 'The certified program details could not be loaded.',
  retry: 'Try again',
} as const;
