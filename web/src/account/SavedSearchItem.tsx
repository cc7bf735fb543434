import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import type { SavedSearchFieldsFragment as SavedSearch } from './__generated__/graphql';
import { removeSavedSearch } from './cache';
import { ACCOUNT_TEXTS } from './constants';
import { titleError } from './ConsumerSaveForm';
import { DeleteSavedSearchDocument, RenameSavedSearchDocument, SetSavedSearchAlertsDocument } from './documents';
import { Field } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import { useIdempotencyKey } from './useIdempotencyKey';

const savedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Nov 25, 2026' from an ISO 8601 date; as given when it does not parse. */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : savedOn.format(date);
}

type Mode = 'view' | 'rename' | 'confirmDelete';

/**
 * One saved search (docs/rules/account-pages.md#saved-searches-page): open it, rename it, turn its
 * alerts on or off, delete it after a confirmation. Each change updates the cache from its answer.
 */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const [mode, setMode] = useState<Mode>('view');
  const [title, setTitle] = useState(search.title);
  const [error, setError] = useState<string>();
  const [rename, renaming] = useMutation(RenameSavedSearchDocument);
  const [setAlerts, settingAlerts] = useMutation(SetSavedSearchAlertsDocument);
  const [remove, removing] = useMutation(DeleteSavedSearchDocument);
  const renameKey = useIdempotencyKey();
  const alertsKey = useIdempotencyKey();
  const deleteKey = useIdempotencyKey();
  const renameButton = useRef<HTMLButtonElement>(null);

  const back = () => {
    setMode('view');
    setError(undefined);
    // Focus returns to the control that opened the form.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  async function submitRename(event: FormEvent) {
    event.preventDefault();
    const bookmarkTitle = title.trim();
    const invalid = titleError(bookmarkTitle);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await rename({
        variables: { bookmarkId: search.bookmarkId, bookmarkTitle, idempotencyKey: renameKey.key() },
      });
      const payload = data?.renameSavedSearch;
      if (!payload?.bookmark) {
        setError(
          fieldErrorsOf(payload?.errors).bookmarkTitle ?? payload?.errors[0]?.message ?? ACCOUNT_TEXTS.genericError,
        );
        return;
      }
      // The answer's bookmark is normalised by its id: the list shows the new title from the cache.
      renameKey.done();
      back();
    } catch {
      setError(ACCOUNT_TEXTS.genericError);
    }
  }

  async function toggleAlerts(alertsEnabled: boolean) {
    setError(undefined);
    try {
      await setAlerts({
        variables: { bookmarkId: search.bookmarkId, alertsEnabled, idempotencyKey: alertsKey.key() },
        optimisticResponse: {
          setSavedSearchAlerts: {
            bookmark: { ...search, __typename: 'Bookmark', alertsEnabled } as SavedSearch,
            errors: [],
          },
        },
      });
      alertsKey.done();
    } catch {
      setError(ACCOUNT_TEXTS.genericError);
    }
  }

  async function confirmDelete() {
    setError(undefined);
    try {
      await remove({
        variables: { bookmarkId: search.bookmarkId, idempotencyKey: deleteKey.key() },
        update: (cache, { data }) => {
          const payload = data?.deleteSavedSearch;
          if (payload) removeSavedSearch(cache, payload.bookmarkId, payload.savedSearchCount);
        },
      });
    } catch {
      setError(ACCOUNT_TEXTS.genericError);
    }
  }

  const alertsId = `alerts-${search.bookmarkId}`;
  return (
    <li className="saved-search" aria-busy={removing.loading || undefined}>
      {mode === 'rename' ? (
        <form className="saved-search__rename" noValidate onSubmit={(event) => void submitRename(event)}>
          <Field
            label={`New title for “${search.title}”`}
            name="bookmarkTitle"
            value={title}
            autoFocus
            onChange={(event) => {
              setTitle(event.target.value);
              renameKey.done();
            }}
            error={error}
          />
          <div className="saved-search__actions">
            <button type="submit" className="button" disabled={renaming.loading}>
              Save title
            </button>
            <button type="button" className="button button--secondary" onClick={back}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <h2 className="saved-search__title">{search.title}</h2>
          <p className="saved-search__date">Saved {formatSavedDate(search.searchBookmarkDate)}</p>
        </>
      )}
      {mode === 'confirmDelete' ? (
        <div className="saved-search__confirm" role="group" aria-label={`Delete “${search.title}”?`}>
          <p>Delete “{search.title}”? This cannot be undone.</p>
          <div className="saved-search__actions">
            <button
              type="button"
              className="button button--danger"
              autoFocus
              disabled={removing.loading}
              onClick={() => void confirmDelete()}
            >
              Delete
            </button>
            <button type="button" className="button button--secondary" onClick={back}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        mode === 'view' && (
          <div className="saved-search__actions">
            <Link className="button" to={search.searchResultsPath} aria-label={`Open “${search.title}”`}>
              Open
            </Link>
            <button
              type="button"
              className="button button--secondary"
              ref={renameButton}
              aria-label={`Rename “${search.title}”`}
              onClick={() => {
                setTitle(search.title);
                setMode('rename');
              }}
            >
              Rename
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Delete “${search.title}”`}
              onClick={() => setMode('confirmDelete')}
            >
              Delete
            </button>
          </div>
        )
      )}
      <div className="saved-search__alerts">
        <input
          id={alertsId}
          type="checkbox"
          role="switch"
          className="switch"
          checked={search.alertsEnabled}
          disabled={settingAlerts.loading}
          onChange={(event) => void toggleAlerts(event.target.checked)}
        />
        <label htmlFor={alertsId}>Email alerts for “{search.title}”</label>
      </div>
      {error && mode !== 'rename' && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
