import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_LIMITS } from '../../../contracts/account/constants';
import { useBrand } from '../ssr/page';
import {
  needsSignIn,
  SAVED_CAR_TEXTS,
  showsSavedWhileSigningIn,
  syncServerHearts,
  withoutSaved,
  withSaved,
} from '../saved-cars/rules';
import { HeartWrites, replayWrites } from '../saved-cars/writes';
import { SaveSignInModal } from './SaveSignInModal';
import { savedListingIdsOf, setSavedListingIds } from './cache';
import { SaveListingDocument, UnsaveListingDocument, ViewerQueryDocument } from './documents';
import { useViewer } from './useViewer';
import { record } from '../events/record';

/** A car the shopper tapped the heart of. */
export interface TappedCar {
  id: string;
  title: string;
}

/**
 * Serves every heart of the page (docs/rules/saved-cars.md#the-heart): one click listener on the
 * document, in the capture phase, so a heart on a card React has not hydrated yet works too (React
 * stops such a tap at its root). A tap saves or unsaves the car; the answer's saved ids go into the
 * cache's Viewer entry, from which every heart reads its state. Taps in a row send their writes in
 * a row. A visitor past the quick-save maximum gets the sign-in modal; once signed in, that car is
 * saved.
 */
export function SavedCarsController() {
  // Asks who is asking on every page, so the hearts know what is saved.
  const { viewer } = useViewer();
  const client = useApolloClient();
  const brand = useBrand().code;
  const [signingInFor, setSigningInFor] = useState<TappedCar | null>(null);
  const [message, setMessage] = useState('');
  const busy = useRef(new Set<string>());
  const [writes] = useState(() => new HeartWrites());
  /** Whether a consumer is signed in, as the cache knows at the tap. */
  const signedIn = () => client.cache.readQuery({ query: ViewerQueryDocument })?.me.signedIn === true;

  /** Sends a save in its turn (after the taps before it have their answers). */
  const sendSave = (car: TappedCar) =>
    writes.run({ listingId: car.id, saved: true }, () =>
      client
        .mutate({
          mutation: SaveListingDocument,
          variables: { listingId: car.id, idempotencyKey: crypto.randomUUID() },
        })
        .then((result) => result.data?.saveListing),
    );

  /** Sends an unsave in its turn, like `sendSave`. */
  const sendUnsave = (car: TappedCar) =>
    writes.run({ listingId: car.id, saved: false }, () =>
      client
        .mutate({
          mutation: UnsaveListingDocument,
          variables: { listingId: car.id, idempotencyKey: crypto.randomUUID() },
        })
        .then((result) => result.data?.unsaveListing),
    );

  async function save(car: TappedCar) {
    const before = savedListingIdsOf(client.cache) ?? [];
    const holdForSignIn = needsSignIn(signedIn(), before.length);
    if (holdForSignIn) {
      if (showsSavedWhileSigningIn(brand)) setSavedListingIds(client.cache, withSaved(before, car.id));
      setSigningInFor(car);
      return;
    }
    setSavedListingIds(client.cache, withSaved(before, car.id));
    const { answer, later } = await sendSave(car);
    if (!answer) throw new Error('no answer');
    const savedIds = replayWrites(answer.savedListingIds, later);
    setSavedListingIds(client.cache, savedIds);
    if (answer.signInRequired) {
      // The page did not know yet (another tab saved meanwhile): the service's count decides.
      if (showsSavedWhileSigningIn(brand)) setSavedListingIds(client.cache, withSaved(savedIds, car.id));
      setSigningInFor(car);
      return;
    }
    if (answer.errors.length > 0) return setMessage(answer.errors.map((error) => error.message).join(' '));
    record({ type: 'listing_saved', listingId: car.id });
    setMessage(SAVED_CAR_TEXTS.saved(car.title));
  }

  async function unsave(car: TappedCar) {
    const before = savedListingIdsOf(client.cache) ?? [];
    setSavedListingIds(client.cache, withoutSaved(before, car.id));
    const { answer, later } = await sendUnsave(car);
    if (!answer) throw new Error('no answer');
    setSavedListingIds(client.cache, replayWrites(answer.savedListingIds, later));
    setMessage(SAVED_CAR_TEXTS.unsaved(car.title));
  }

  async function toggle(car: TappedCar) {
    if (busy.current.has(car.id)) return;
    busy.current.add(car.id);
    const wasSaved = (savedListingIdsOf(client.cache) ?? []).includes(car.id);
    try {
      await (wasSaved ? unsave(car) : save(car));
    } catch {
      // Nothing changed on the server: the heart goes back to what it was (the other taps stand).
      const now = savedListingIdsOf(client.cache) ?? [];
      setSavedListingIds(client.cache, wasSaved ? withSaved(now, car.id) : withoutSaved(now, car.id));
      setMessage(SAVED_CAR_TEXTS.failed);
    } finally {
      busy.current.delete(car.id);
    }
  }
  // The document's listener calls the latest toggle (it closes over this render's state).
  const toggleRef = useRef(toggle);
  useEffect(() => {
    toggleRef.current = toggle;
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-save-id]');
      if (!button) return;
      event.preventDefault();
      void toggleRef.current({ id: button.dataset.saveId ?? '', title: button.dataset.saveTitle ?? '' });
    };
    document.addEventListener('click', onClick, true);
    // The hearts show from now on (styles.css): before, a tap would have had no one to serve it.
    document.documentElement.dataset.savedCars = '';
    return () => {
      document.removeEventListener('click', onClick, true);
      delete document.documentElement.dataset.savedCars;
    };
  }, []);

  // Hearts not hydrated yet follow the cache too (their React render will agree when it comes).
  const savedIds = viewer?.savedListingIds;
  useEffect(() => {
    if (savedIds) syncServerHearts(document, savedIds);
  }, [savedIds]);

  /** Signed in from the modal: the car is saved to the account, which now holds the visitor's saves too. */
  async function afterSignIn(car: TappedCar) {
    setSigningInFor(null);
    try {
      const { answer, later } = await sendSave(car);
      if (answer) setSavedListingIds(client.cache, replayWrites(answer.savedListingIds, later));
      setMessage(answer?.errors.length ? answer.errors[0].message : SAVED_CAR_TEXTS.saved(car.title));
    } catch {
      setMessage(SAVED_CAR_TEXTS.failed);
    }
    // The header and every list now belong to the consumer.
    await client.refetchQueries({ include: [ViewerQueryDocument] }).catch(() => undefined);
  }

  /** Closed without signing in (the user-closed action). */
  function closedBySignIn(car: TappedCar) {
    setSigningInFor(null);
    if (showsSavedWhileSigningIn(brand))
      setSavedListingIds(client.cache, withoutSaved(savedListingIdsOf(client.cache) ?? [], car.id));
  }

  return (
    <>
      <p className="visually-hidden" role="status">
        {message}
      </p>
      <SaveSignInModal
        car={signingInFor}
        quickSaveMaximum={ACCOUNT_LIMITS.visitorMaxSavedListings}
        onSignedIn={(car) => void afterSignIn(car)}
        onUserClosed={closedBySignIn}
      />
    </>
  );
}
