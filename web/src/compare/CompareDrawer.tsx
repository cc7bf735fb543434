import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ADDED_TO_COMPARE, COMPARE_LIMIT, COMPARE_PATH, REMOVED_FROM_COMPARE } from './constants';
import { compareCardCss, compareHref } from './rules';
import { compareStore, useCompareItems } from './store';
import { record } from '../events/record';

/**
 * The compare drawer (docs/rules/compare.md#the-drawer), one per page, outside the routes so it
 * stays across them. It also serves every card's compare button: one click listener on the
 * document (cards carry no handler, and the ones not hydrated yet work too) and one constructed
 * stylesheet that shows each card's state (compareCardCss), so the cards subscribe to nothing.
 */
export function CompareDrawer() {
  const items = useCompareItems();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const onComparePage = useLocation().pathname === COMPARE_PATH;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-compare-id]');
      if (!button) return;
      const added = compareStore.toggle({
        id: button.dataset.compareId ?? '',
        title: button.dataset.compareTitle ?? '',
      });
      setMessage(added ? ADDED_TO_COMPARE : REMOVED_FROM_COMPARE);
      if (added) record({ type: 'listing_compared', listingId: button.dataset.compareId ?? '' });
      if (added) setOpen(true);
    };
    // In the capture phase: a tap on a card whose HTML React has not hydrated yet is stopped at
    // React's root (React replays it to its own handlers later, and this button has none), so a
    // listener in the bubble phase would never hear it.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const [sheet] = useState(() => (typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet()));
  useEffect(() => {
    if (!sheet) return;
    // Constructed, not a <style> element: the page's CSP admits no inline style without its nonce.
    if (!document.adoptedStyleSheets.includes(sheet))
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    sheet.replaceSync(compareCardCss(items));
  }, [sheet, items]);

  return (
    <>
      <p className="visually-hidden" role="status">
        {message}
      </p>
      {items.length > 0 && !onComparePage && (
        <aside className={`compare-drawer${open ? ' compare-drawer--open' : ''}`} aria-label="Compare">
          <div className="compare-drawer__bar">
            <button
              type="button"
              className="compare-drawer__toggle"
              aria-expanded={open}
              aria-controls="compare-drawer-list"
              onClick={() => setOpen(!open)}
            >
              Compare ({items.length} of {COMPARE_LIMIT})
            </button>
            {message === ADDED_TO_COMPARE && open && (
              <span className="compare-drawer__added" aria-hidden="true">
                {ADDED_TO_COMPARE}
              </span>
            )}
            <Link className="compare-drawer__go" to={compareHref(items.map((i) => i.id))}>
              Compare
            </Link>
          </div>
          <ul className="compare-drawer__list" id="compare-drawer-list" hidden={!open}>
            {items.map((item) => (
              <li key={item.id} className="compare-drawer__item">
                <span>{item.title}</span>
                <button
                  type="button"
                  className="compare-drawer__remove"
                  onClick={() => {
                    compareStore.remove(item.id);
                    setMessage(REMOVED_FROM_COMPARE);
                  }}
                >
                  Remove<span className="visually-hidden"> {item.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </>
  );
}
