import { useState } from 'react';
import { ReportDialog } from './ReportDialog';
import { ShareDialog } from './ShareDialog';
import { vehicleUrl } from './rules';

/**
 * Share and Report on the vehicle page (docs/rules/listing-actions.md). Rendered by the browser
 * only, after hydration: both need script, and the page works without them.
 */
export function ListingActions({ listingId, title }: { listingId: string; title: string }) {
  const [open, setOpen] = useState<'share' | 'report' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="listing-actions">
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen('share')}
      >
        Share
      </button>
      <button
        type="button"
        className="link-button listing-actions__report"
        aria-haspopup="dialog"
        onClick={() => setOpen('report')}
      >
        Report listing
      </button>
      <ShareDialog
        open={open === 'share'}
        onClose={close}
        url={vehicleUrl(window.location.origin, listingId)}
        title={title}
      />
      <ReportDialog open={open === 'report'} onClose={close} listingId={listingId} />
    </div>
  );
}
