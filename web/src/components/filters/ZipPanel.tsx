import { useId, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';
import { isFiveDigitZip } from '../../../../contracts/search';
import { TEXTS } from '../../search/constants';
import type { GroupLike } from '../../search/groups';
import { formatCount } from '../format';
import { Panel } from './Panel';
import { Select } from '../Select';
import { TextInput } from '../TextInput';

export const ZipLookupQuery = graphql(`
  query ZipLookup($zip: String!) {
    zipLocation(zip: $zip) {
      zip
      valid
      city
      state
    }
  }
`);

export interface Location {
  zip: string;
  searchRadius: string;
  marketExtension: boolean;
}

/**
 * Zip, distance and market extension (docs/rules/filters.md#location-panel): edits are a draft until Apply; Cancel restores
 * the applied values. A zip that is not 5 digits or fails the server lookup shows 'Enter a valid
 * ZIP Code' and is not applied; the panel cannot submit while the zip has that error.
 */
export function ZipPanel({
  applied,
  radius,
  onApply,
}: {
  applied: Location;
  radius: GroupLike | undefined;
  onApply: (location: Location) => void;
}) {
  const client = useApolloClient();
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [base, setBase] = useState(applied);
  const [error, setError] = useState(false);
  const [checking, setChecking] = useState(false);
  // A new applied location (Back, a chip, a keyword) replaces the draft.
  if (
    base.zip !== applied.zip ||
    base.searchRadius !== applied.searchRadius ||
    base.marketExtension !== applied.marketExtension
  ) {
    setBase(applied);
    setDraft(applied);
    setError(false);
  }
  const dirty =
    draft.zip !== applied.zip ||
    draft.searchRadius !== applied.searchRadius ||
    draft.marketExtension !== applied.marketExtension;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const zip = draft.zip.trim();
    if (zip !== '') {
      // A zip must be exactly 5 digits before it is even looked up.
      if (!isFiveDigitZip(zip)) return setError(true);
      setChecking(true);
      const { data } = await client
        .query({ query: ZipLookupQuery, variables: { zip } })
        .catch(() => ({ data: undefined }));
      setChecking(false);
      if (!data?.zipLocation.valid) return setError(true);
    }
    onApply({ ...draft, zip });
  };

  const cancel = () => {
    setDraft(applied);
    setError(false);
  };

  return (
    <Panel title="Location" testId="panel-location">
      <form className="zip-panel" onSubmit={submit} aria-label="Location">
        <label className="range__end">
          <span>ZIP Code</span>
          <TextInput
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            value={draft.zip}
            aria-invalid={error || undefined}
            aria-describedby={error ? 'zip-error' : undefined}
            onChange={(event) => {
              setDraft({ ...draft, zip: event.target.value });
              setError(false);
            }}
          />
        </label>
        {error && (
          <p id="zip-error" className="field-error" role="alert">
            {TEXTS.zipError}
          </p>
        )}
        {radius && (
          <div className="range__end">
            <label htmlFor={`${id}-radius`}>Distance</label>
            <Select
              id={`${id}-radius`}
              value={draft.searchRadius}
              onChange={(event) => setDraft({ ...draft, searchRadius: event.target.value })}
            >
              {radius.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label} ({formatCount(option.count)})
                </option>
              ))}
            </Select>
          </div>
        )}
        <label className="option">
          <input
            type="checkbox"
            checked={draft.marketExtension}
            onChange={(event) => setDraft({ ...draft, marketExtension: event.target.checked })}
          />
          <span className="option__label">Include Wider Market</span>
        </label>
        <div className="zip-panel__actions">
          <button type="submit" className="button" disabled={error || checking || !dirty}>
            Apply
          </button>
          <button type="button" className="button button--secondary" onClick={cancel} disabled={!dirty && !error}>
            Cancel
          </button>
        </div>
      </form>
    </Panel>
  );
}
