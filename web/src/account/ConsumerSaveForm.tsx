import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { addSavedSearch } from './cache';
import { ACCOUNT_PATHS, ACCOUNT_TEXTS } from './constants';
import { SaveSearchDocument } from './documents';
import { Field } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import { titleError } from './searchTitle';
import { useIdempotencyKey } from './useIdempotencyKey';

/**
 * A signed-in consumer saves the search under a title, the search's name to start with
 * (docs/rules/account-pages.md#save-search). The header's count follows from the cache.
 */
export function ConsumerSaveForm({ queryString, searchName }: { queryString: string; searchName: string }) {
  const [title, setTitle] = useState(searchName);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [sending, setSending] = useState(false);
  const [save] = useMutation(SaveSearchDocument);
  const idempotency = useIdempotencyKey();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const bookmarkTitle = title.trim();
    const invalid = titleError(bookmarkTitle);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      const { data } = await save({
        variables: { input: { queryString, bookmarkTitle }, idempotencyKey: idempotency.key() },
        update: (cache, { data: answer }) => {
          const payload = answer?.saveSearch;
          if (payload?.bookmark) addSavedSearch(cache, payload.bookmark, payload.savedSearchCount);
        },
      });
      const payload = data?.saveSearch;
      if (!payload?.bookmark) {
        const byField = fieldErrorsOf(payload?.errors);
        setError(byField.bookmarkTitle ?? payload?.errors[0]?.message ?? ACCOUNT_TEXTS.genericError);
        return;
      }
      idempotency.done();
      setSaved(payload.bookmark.title);
    } catch {
      setError(ACCOUNT_TEXTS.genericError);
    } finally {
      setSending(false);
    }
  }

  if (saved)
    return (
      <p className="save-search__saved" role="status">
        Saved as “{saved}”. <Link to={ACCOUNT_PATHS.savedSearches}>See saved searches</Link>
      </p>
    );
  return (
    <form className="save-search__form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label="Search title"
        name="bookmarkTitle"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          // Another title is another intended save.
          idempotency.done();
        }}
        error={error}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
