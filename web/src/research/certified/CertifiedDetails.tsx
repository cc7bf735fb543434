import { lazy, Suspense, useEffect, useState } from 'react';
import { certifiedProgramApplies } from '../../../../contracts/search/certified';
import { useBrand, useFeature } from '../../ssr/page';
import { CERTIFIED_DETAILS_ATTRIBUTE, CERTIFIED_TEXTS } from './constants';

/** The modal, its query and its words: a chunk of their own, loaded when a button is about to be used. */
let loading: Promise<typeof import('./CertifiedProgramModal')> | undefined;
const loadModal = () =>
  (loading ??= import('./CertifiedProgramModal').catch((error: unknown) => {
    // A chunk that failed to load (network) is asked for again next time.
    loading = undefined;
    throw error;
  }));
const CertifiedProgramModal = lazy(() => loadModal().then((m) => ({ default: m.CertifiedProgramModal })));

const SELECTOR = `[${CERTIFIED_DETAILS_ATTRIBUTE}]`;

/**
 * Opens the certified program details modal (docs/rules/certified.md#the-details-modal) from any
 * button marked with CERTIFIED_DETAILS_ATTRIBUTE: the results page's button and every card's
 * Money Back Guarantee badge. One click listener on the document, in the capture phase (a card
 * whose HTML React has not hydrated yet stops the event at React's root), so the cards carry no
 * handler. Before this component has hydrated the buttons do nothing (they are type="button": they
 * never submit or navigate). Renders nothing until opened.
 */
export function CertifiedDetailsHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(SELECTOR)) setOpen(true);
    };
    // Fetch the chunk as soon as the shopper points at or focuses a button, ahead of the click.
    const preload = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(SELECTOR)) void loadModal().catch(() => {});
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', preload, { capture: true, passive: true });
    document.addEventListener('focusin', preload, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', preload, true);
      document.removeEventListener('focusin', preload, true);
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CertifiedProgramModal onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/**
 * The results page's 'Certified program details' button (docs/rules/certified.md#where-the-details-show):
 * on the car maker's brand, or when the search's listing types include CERTIFIED.
 */
export function CertifiedDetailsButton({ listingTypes }: { listingTypes: readonly string[] | undefined }) {
  const programOn = useFeature('certifiedProgram');
  const brand = useBrand().code;
  if (!certifiedProgramApplies(brand, listingTypes, programOn)) return null;
  return (
    <p className="certified-details">
      <button
        type="button"
        className="link-button certified-details__button"
        aria-haspopup="dialog"
        {...{ [CERTIFIED_DETAILS_ATTRIBUTE]: 'search' }}
      >
        {CERTIFIED_TEXTS.detailsButton}
      </button>
    </p>
  );
}
