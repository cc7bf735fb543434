import { useEffect, useRef, type ReactNode } from 'react';
import { TEXTS } from '../../search/constants';

/**
 * The filter panel: a column on the left from 1024 px up; below that a full-screen overlay, opened
 * by the Filters button and closed by 'See Results' (spec §2). While open, focus moves into it and
 * Escape closes it; closing returns focus to the Filters button (the caller's onClose does that).
 */
export function FilterSidebar({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    // The page behind the overlay does not scroll.
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [open, onClose]);

  return (
    <aside
      id="srp-filters"
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
