import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';
import type { KeywordSuggestionsQuery } from '../__generated__/graphql';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { KEYWORD_BOX_MAX_LENGTH, KEYWORD_DEBOUNCE_MS, KEYWORD_MIN_LENGTH } from '../search/constants';
import { formatCount } from './format';
import { TextInput } from './TextInput';

export const KeywordSuggestionsQueryDocument = graphql(`
  query KeywordSuggestions($text: String!, $zip: String, $searchRadius: Int) {
    keywordSuggestions(text: $text, zip: $zip, searchRadius: $searchRadius) {
      label
      type
      count
      url
      contentUrl
      parameters {
        name
        values
      }
    }
  }
`);

export type Suggestion = KeywordSuggestionsQuery['keywordSuggestions'][number];

export interface KeywordSearchProps {
  zip?: string;
  searchRadius?: number;
  onPick: (suggestion: Suggestion) => void;
}

/**
 * Keyword search (docs/rules/pages.md#keyword-search): suggestions from the gateway as the shopper types, in an ARIA
 * combobox (arrow keys move, Enter picks, Escape closes). Loaded in a chunk of its own (see
 * SearchResultsPage).
 */
export function KeywordSearch({ zip, searchRadius, onPick }: KeywordSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(text.trim(), KEYWORD_DEBOUNCE_MS);
  const skip = typed.length < KEYWORD_MIN_LENGTH;
  const { data } = useQuery(KeywordSuggestionsQueryDocument, { variables: { text: typed, zip, searchRadius }, skip });
  const suggestions = !skip && text.trim().length >= KEYWORD_MIN_LENGTH ? (data?.keywordSuggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    setText('');
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = suggestions[active >= 0 ? active : 0];
      if (chosen) pick(chosen);
    }
  };

  return (
    <div className="keyword" role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search by make, model or keyword
      </label>
      <TextInput
        id={`${id}-input`}
        type="search"
        className="keyword__input"
        placeholder="Search by make, model or keyword"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        maxLength={KEYWORD_BOX_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Suggestions" className="keyword__list" hidden={!expanded}>
        {suggestions.map((suggestion, i) => (
          <li
            key={suggestion.url + suggestion.label}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'keyword__option keyword__option--active' : 'keyword__option'}
            // mousedown, not click: the input's blur would close the list before the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
          >
            <span>{suggestion.label}</span> <span className="keyword__count">({formatCount(suggestion.count)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
