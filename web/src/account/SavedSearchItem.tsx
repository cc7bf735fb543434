import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import type { AlertFrequency, SavedSearchFieldsFragment as SavedSearch } from './__generated__/graphql';
import { removeSavedSearch } from './cache';
import { ACCOUNT_TEXTS, ALERT_FREQUENCY_LABELS } from './constants';
import { titleError } from './searchTitle';
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

const FREQUENCIES = Object.keys(ALERT_FREQUENCY_LABELS) as AlertFrequency[];

/**
 * One saved search (docs/rules/account-pages.md#saved-searches-page): open it, rename it, turn its
 * alerts on or off and choose how often they come, delete it after a confirmation. Each change
 * updates the cache from its answer; the alert changes show at once (optimistic) and are undone if
 * the gateway does not make them.
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
  const frequencyKey = useIdempotencyKey();
  /** The frequency the pending or failed change asked for: another choice is another change (new key). */
  const askedFrequency = useRef<AlertFrequency | undefined>(undefined);
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

  /** Alerts on or off, or (with a frequency) how often they come. */
  async function changeAlerts(
    alertsEnabled: boolean,
    frequency: AlertFrequency | undefined,
    idempotency: ReturnType<typeof useIdempotencyKey>,
  ) {
    setError(undefined);
    const alertFrequency = frequency ?? search.alertFrequency;
    try {
      const { data } = await setAlerts({
        variables: { bookmarkId: search.bookmarkId, alertsEnabled, frequency, idempotencyKey: idempotency.key() },
        optimisticResponse: {
          setSavedSearchAlerts: {
            bookmark: { ...search, __typename: 'Bookmark', alertsEnabled, alertFrequency } as SavedSearch,
            errors: [],
          },
        },
      });
      const payload = data?.setSavedSearchAlerts;
      // Refused: the cache keeps the bookmark as it was (the optimistic answer is dropped).
      if (!payload?.bookmark) {
        setError(payload?.errors[0]?.message ?? ACCOUNT_TEXTS.genericError);
        return;
      }
      idempotency.done();
    } catch {
      setError(ACCOUNT_TEXTS.genericError);
    }
  }

  function chooseFrequency(frequency: AlertFrequency) {
    if (askedFrequency.current !== frequency) frequencyKey.done();
    askedFrequency.current = frequency;
    void changeAlerts(search.alertsEnabled, frequency, frequencyKey);
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
  const frequencyId = `alert-frequency-${search.bookmarkId}`;
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
          <p className="saved-search__date">
            Saved {formatSavedDate(search.searchBookmarkDate)}
            {search.lastExecuted && <> · Last opened {formatSavedDate(search.lastExecuted)}</>}
          </p>
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
          onChange={(event) => void changeAlerts(event.target.checked, undefined, alertsKey)}
        />
        <label htmlFor={alertsId}>Email alerts for “{search.title}”</label>
      </div>
      {search.alertsEnabled ? (
        <div className="saved-search__frequency">
          <label htmlFor={frequencyId}>How often</label>
          <select
            id={frequencyId}
            aria-label={`How often to email alerts for “${search.title}”`}
            value={search.alertFrequency}
            disabled={settingAlerts.loading}
            onChange={(event) => chooseFrequency(event.target.value as AlertFrequency)}
          >
            {FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {ALERT_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="saved-search__alerts-off">Alerts are off: no emails for this search.</p>
      )}
      {error && mode !== 'rename' && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
