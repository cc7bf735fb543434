import { useId, useState, useSyncExternalStore, type RefObject } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';
import {
  acceptClarification,
  clarificationOf,
  dismissalKey,
  keywordText,
  needsModelLookup,
  optedOutIn,
  optOutCookie,
} from '../search/clarification';
import { CLARIFICATION_TEXTS } from '../search/constants';
import type { NamingGroupLike } from '../search/groups';
import type { Params } from '../search/queryState';
import { usePageData } from '../ssr/page';

/**
 * The keyword's models, from the keyword suggestions (the same selection as the keyword search's
 * query, so the two never overwrite each other's cached answer). Nationwide: a model name that
 * several makes use anywhere is not suggested.
 */
export const ModelClarificationQuery = graphql(`
  query ModelClarification($text: String!) {
    keywordSuggestions(text: $text) {
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

// 'Don't show me this again' as this browser keeps it: the cookie, read again when this page writes it.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const optedOutNow = () => optedOutIn(document.cookie);

/** Whether this browser said 'Don't show me this again': the server's reading of the cookie until hydrated. */
function useOptedOut(): [boolean, () => void] {
  const { noModelPrompt } = usePageData();
  const optedOut = useSyncExternalStore(subscribe, optedOutNow, () => noModelPrompt === true);
  const optOut = () => {
    document.cookie = optOutCookie();
    for (const listener of listeners) listener();
  };
  return [optedOut, optOut];
}

export interface ModelClarificationPromptProps {
  params: Params;
  /** The shown search's filter groups: the makes, and the models with their makes. */
  groups: readonly NamingGroupLike[];
  onAccept: (next: Params) => void;
  /** Where focus goes when the prompt closes under it (any answer). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The model-name clarification (docs/rules/filters.md#model-name-clarification): 'Did you mean the
 * Toyota Camry?' with Yes (the make and model become filters), No (gone for this search) and Don't
 * show me this again (a cookie the server's pages read too, so neither renders it again).
 */
export function ModelClarificationPrompt({ params, groups, onAccept, returnFocus }: ModelClarificationPromptProps) {
  const id = useId();
  const [optedOut, optOut] = useOptedOut();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const lookup = !optedOut && needsModelLookup(params);
  const { data } = useQuery(ModelClarificationQuery, { variables: { text: keywordText(params) }, skip: !lookup });
  const clarification = optedOut ? undefined : clarificationOf(params, groups, lookup ? data?.keywordSuggestions : []);
  if (!clarification) return null;
  const key = dismissalKey(params, clarification);
  if (dismissed.has(key)) return null;

  const close = (answer: () => void) => {
    answer();
    returnFocus?.current?.focus();
  };

  return (
    <section className="prompt clarification" aria-labelledby={`${id}-question`} data-testid="model-clarification">
      <p id={`${id}-question`} className="clarification__question">
        {CLARIFICATION_TEXTS.question(clarification.label)}
      </p>
      <div className="clarification__answers">
        <button
          type="button"
          className="button"
          onClick={() => close(() => onAccept(acceptClarification(params, clarification)))}
        >
          {CLARIFICATION_TEXTS.yes}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => close(() => setDismissed((before) => new Set(before).add(key)))}
        >
          {CLARIFICATION_TEXTS.no}
        </button>
        <button type="button" className="link-button clarification__never" onClick={() => close(optOut)}>
          {CLARIFICATION_TEXTS.never}
        </button>
      </div>
    </section>
  );
}
