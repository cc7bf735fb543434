import { useRef, useState } from 'react';
import { Modal } from '../listing-actions/Modal';
import { SAVED_CAR_TEXTS } from '../saved-cars/rules';
import { SignInForm, type SignInScreen } from './SignInForm';
import type { TappedCar } from './SavedCarsController';

/**
 * The sign-in modal a visitor past the quick-save maximum gets (docs/rules/saved-cars.md#past-the-quick-save-maximum):
 * sign in, or create a free account, without leaving the page. Signing in runs onSignedIn; closing
 * it any other way (the close button, Escape, the backdrop) is the user-closed action.
 */
export function SaveSignInModal({
  car,
  quickSaveMaximum,
  onSignedIn,
  onUserClosed,
}: {
  car: TappedCar | null;
  quickSaveMaximum: number;
  onSignedIn: (car: TappedCar) => void;
  onUserClosed: (car: TappedCar) => void;
}) {
  const [screen, setScreen] = useState<SignInScreen>('signin');
  // The dialog's close event follows a sign-in too (the car is then null): only a close while a car
  // waits, without a sign-in, is the shopper's.
  const signedIn = useRef(false);

  return (
    <Modal
      open={car !== null}
      title={SAVED_CAR_TEXTS.signInTitle}
      onClose={() => {
        if (car && !signedIn.current) onUserClosed(car);
        signedIn.current = false;
      }}
    >
      <p className="save-sign-in__intro">{SAVED_CAR_TEXTS.signInIntro(quickSaveMaximum)}</p>
      <SignInForm
        screen={screen}
        onSignedIn={() => {
          if (!car) return;
          signedIn.current = true;
          onSignedIn(car);
        }}
      />
      <p className="save-sign-in__switch">
        {screen === 'signin' ? 'New here? ' : 'Have an account? '}
        <button
          type="button"
          className="link-button"
          onClick={() => setScreen(screen === 'signin' ? 'signup' : 'signin')}
        >
          {screen === 'signin' ? 'Create a free account' : 'Sign in'}
        </button>
      </p>
    </Modal>
  );
}
