import { useFragment } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';
import { useHydrating } from '../hooks/useClientValue';
import { ON_SERVER } from '../ssr/serverRead';

/** A listing's heart state: Listing.saved, a field the cache answers (apollo/fieldPolicies/savedListing.ts). */
export const SaveButtonFragment = graphql(`
  fragment SaveButton_listing on Listing {
    id
    saved @client
  }
`);

interface SaveButtonProps {
  listingId: string;
  /** The car's name, read by a screen reader after 'Save'. */
  title: string;
}

/**
 * The save (heart) button of a car (docs/rules/saved-cars.md#the-heart), on a card and on the
 * vehicle page. It carries no handler: the saved cars controller (account/SavedCarsController.tsx)
 * serves every heart with one listener on the document, so a tap on a card not hydrated yet works
 * too. Its state comes from the cache. The server and the hydrating render show it empty (the
 * server never knows who is asking); the render after hydration shows the truth.
 */
export function SaveButton(props: SaveButtonProps) {
  // Exactly the hydrating render shows the server's state; a card rendered later (See More Results)
  // shows the truth from its first paint. The flip after hydration changes attributes only.
  const inBrowser = !useHydrating();
  // The server shows no state, so it reads none (`from: null` watches nothing): thirty-odd cache
  // reads less per results page. The hydrating render still reads, in hydration's time slices: the
  // synchronous render after it then finds the read made.
  const { data } = useFragment({
    fragment: SaveButtonFragment,
    from: ON_SERVER ? null : { __typename: 'Listing', id: props.listingId },
  });
  // One element throughout, its attributes changing: the server's button is kept, not replaced.
  return <HeartButton {...props} saved={inBrowser && data?.saved === true} fromServer={!inBrowser} />;
}

/**
 * fromServer marks the server's button (data-save-static) until React renders the live one: a card
 * far from the screen hydrates late, and until then the controller keeps its aria-pressed true to
 * the cache (syncServerHearts), so no heart ever says the wrong thing.
 */
function HeartButton({
  listingId,
  title,
  saved,
  fromServer,
}: SaveButtonProps & { saved: boolean; fromServer?: boolean }) {
  return (
    <button
      type="button"
      className="save-button"
      aria-pressed={saved}
      data-save-id={listingId}
      data-save-title={title}
      data-save-static={fromServer ? '' : undefined}
    >
      <svg
        className="save-button__heart"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 2.9 4.5 6.6 4.5c2.2 0 3.9 1.2 5.4 3.1 1.5-1.9 3.2-3.1 5.4-3.1 3.7 0 5.7 3.9 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="save-button__text">{saved ? 'Saved' : 'Save'}</span>
      <span className="visually-hidden"> {title}</span>
    </button>
  );
}
