import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../still-interested/idle';

/*
 * The feedback widget's place below the results (docs/rules/events-client.md#feedback-widget): the
 * server renders an empty slot of the widget's height, and the widget itself, in a chunk of its
 * own, renders at idle time after hydration.
 */
const FeedbackWidget = lazy(() => import('./FeedbackWidget').then((m) => ({ default: m.FeedbackWidget })));

/** `search`: the search shown (its canonical query string, no paging); none while one loads. */
export function Feedback({ search }: { search: string | undefined }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return (
    <div className="feedback-slot">
      {ready && search !== undefined && (
        <Suspense fallback={null}>
          <FeedbackWidget search={search} />
        </Suspense>
      )}
    </div>
  );
}
