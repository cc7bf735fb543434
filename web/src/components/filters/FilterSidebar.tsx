import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { FILTER_COLUMN_MIN_WIDTH_PX, TEXTS } from '../../search/constants';

/**
 * Makes everything on the page but `element` (and its ancestors) inert: a modal's focus cannot
 * leave it by Tab or Shift+Tab, and assistive technology reads only the modal. Returns the undo.
 */
function inertOutside(element: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => made.forEach((sibling) => (sibling.inert = false));
}

/** The id of the filter panel's element (the Filters button's aria-controls). */
export const FILTERS_ID = 'srp-filters';

/**
 * The filter panel: a column on the left from 1024 px up; below that a full-screen overlay, opened
 * by the Filters button and closed by 'See Results' (docs/rules/pages.md#layout). While open, focus moves into it and
 * stays there (the rest of the page is inert), Escape closes it, and so does a window that grows to
 * the filter column's width; closing returns focus to `returnFocus` (the Filters button).
 */
export function FilterSidebar({
  open,
  onClose,
  returnFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Where focus goes when the overlay closes (the Filters button), once the page is no longer inert. */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const aside = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const restore = aside.current ? inertOutside(aside.current) : () => {};
    const back = returnFocus.current;
    heading.current?.focus();
    // From the filter column's width up the overlay is a column again: nothing is left to close.
    const wide = window.matchMedia(`(min-width: ${FILTER_COLUMN_MIN_WIDTH_PX}px)`);
    const onWide = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onWide);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    // The page behind the overlay does not scroll.
    document.body.classList.add('no-scroll');
    return () => {
      restore();
      back?.focus();
      wide.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [open, onClose, returnFocus]);

  return (
    <aside
      id={FILTERS_ID}
      ref={aside}
      className={open ? 'filters filters--open' : 'filters'}
      aria-labelledby="srp-filters-title"
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
    >
      <div className="filters__head">
        <h2 id="srp-filters-title" className="filters__title" tabIndex={-1} ref={heading}>
          Filters
        </h2>
        <button type="button" className="filters__close" aria-label="Close filters" onClick={onClose}>
          ×
        </button>
      </div>
      {children}
      <div className="filters__foot">
        <button type="button" className="button filters__see-results" onClick={onClose}>
          {TEXTS.seeResults}
        </button>
      </div>
    </aside>
  );
}
