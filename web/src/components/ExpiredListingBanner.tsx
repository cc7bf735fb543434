import { useState } from 'react';
import { usePageData } from '../ssr/page';

/** The expired-listing banner (docs/rules/pages.md#expired-listing): shown once after a vehicle page of a listing no longer for sale redirected here. */
export function ExpiredListingBanner() {
  const { expiredVehicle } = usePageData();
  const [dismissed, setDismissed] = useState(false);
  if (!expiredVehicle || dismissed) return null;
  return (
    <div className="expired-banner" role="status">
      {/* One string, so the sentence is one text node (readable and matchable as the rule writes it). */}
      <p className="expired-banner__title">{`We're sorry, the ${expiredVehicle} you were looking for is no longer available.`}</p>
      <p className="expired-banner__text">Here are vehicles you may be interested in.</p>
      <button
        type="button"
        className="button button--secondary expired-banner__close"
        aria-label="Dismiss"
        onClick={() => setDismissed(true)}
      >
        ×
      </button>
    </div>
  );
}
