import { useId, useState } from 'react';
import { searchQueryString } from '../../../contracts/search';
import { ConsumerSaveForm } from './ConsumerSaveForm';
import { SubscribeForm } from './SubscribeForm';
import { useViewer, type Viewer } from './useViewer';

export interface SaveSearchProps {
  /** The search shown, canonical and without paging. */
  queryString: string;
  /** The search's name, the title a consumer's save starts with (the hero's heading). */
  searchName: string;
  /** The results page as it is now, to come back to after creating an account. */
  returnTo: string;
}

/** Whether the viewer already saved this search (compared in canonical form). */
export const isSaved = (viewer: Viewer, queryString: string): boolean =>
  viewer.savedSearches.some((saved) => searchQueryString(saved.searchResultsURL) === queryString);

/**
 * Save Search in the results page's hero (docs/rules/account-pages.md#save-search): shown with filters
 * only (the page decides), to a visitor always (an email subscription), to a consumer unless the
 * search is already saved. Rendered by the browser only, after hydration.
 */
export function SaveSearch({ queryString, searchName, returnTo }: SaveSearchProps) {
  const { viewer } = useViewer();
  const [open, setOpen] = useState(false);
  // The search it was opened for: the form stays to confirm a save it made, then closes on another search.
  const [openedFor, setOpenedFor] = useState(queryString);
  const panelId = useId();
  if (openedFor !== queryString) {
    setOpenedFor(queryString);
    setOpen(false);
  }

  if (!viewer) return null;
  if (viewer.signedIn && !open && isSaved(viewer, queryString)) return null;
  return (
    <div className="save-search">
      <button
        type="button"
        className="button button--secondary save-search__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Save Search
      </button>
      <div className="save-search__panel" id={panelId} hidden={!open}>
        {open &&
          (viewer.signedIn ? (
            <ConsumerSaveForm key={queryString} queryString={queryString} searchName={searchName} />
          ) : (
            <SubscribeForm key={queryString} queryString={queryString} returnTo={returnTo} />
          ))}
      </div>
    </div>
  );
}
