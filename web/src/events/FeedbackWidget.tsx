import { useId, useRef, useState } from 'react';
import { FEEDBACK_TEXTS } from './constants';
import { record } from './record';
import { answeredSearches, rememberAnswered } from './rules';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * 'Did you find what you were looking for?' below the results (docs/rules/events-client.md#feedback-widget):
 * Yes or No sends a feedback event and turns into a thank-you. Asked once per search: a search
 * answered in this browser shows the thank-you, after a reload too; another search asks again.
 */
export function FeedbackWidget({ search }: { search: string }) {
  const headingId = useId();
  const thanks = useRef<HTMLParagraphElement>(null);
  const [asked, setAsked] = useState(search);
  const [answered, setAnswered] = useState(() => answeredSearches(storage()).includes(search));
  if (asked !== search) {
    setAsked(search);
    setAnswered(answeredSearches(storage()).includes(search));
  }

  function answer(value: 'yes' | 'no') {
    record({ type: 'feedback', answer: value, search });
    rememberAnswered(storage(), search);
    setAnswered(true);
    // The buttons go: focus moves to the thank-you that replaces them.
    requestAnimationFrame(() => thanks.current?.focus());
  }

  return (
    <div className="feedback">
      {!answered && (
        <div className="feedback__ask" role="group" aria-labelledby={headingId}>
          <p className="feedback__question" id={headingId}>
            {FEEDBACK_TEXTS.question}
          </p>
          <div className="feedback__buttons">
            <button type="button" className="button button--secondary feedback__button" onClick={() => answer('yes')}>
              {FEEDBACK_TEXTS.yes}
            </button>
            <button type="button" className="button button--secondary feedback__button" onClick={() => answer('no')}>
              {FEEDBACK_TEXTS.no}
            </button>
          </div>
        </div>
      )}
      <p className="feedback__thanks" role="status" tabIndex={-1} ref={thanks}>
        {answered ? FEEDBACK_TEXTS.thanks : ''}
      </p>
    </div>
  );
}
