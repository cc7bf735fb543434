import { SRP_PATH } from '../../../contracts/search';
import { ACCOUNT_PATHS } from '../account/constants';

/**
 * What an alert email's unsubscribe link shows (docs/rules/alerts.md#the-unsubscribe-page): the
 * server's HTML only, no client, so it works without JavaScript. `confirm` has the one button, a
 * form that POSTs to the link itself; every other view says what happened, or why nothing did.
 */
export type AlertsUnsubscribeView =
  | { kind: 'confirm'; title: string; action: string }
  | { kind: 'done'; title: string }
  | { kind: 'alreadyOff'; title: string }
  | { kind: 'used' }
  | { kind: 'invalid' }
  | { kind: 'gone' }
  | { kind: 'unavailable' };

/** The view's heading and sentence, for the page and for a client that is not a browser. */
export function alertsUnsubscribeText(view: AlertsUnsubscribeView): { heading: string; detail: string } {
  switch (view.kind) {
    case 'confirm':
      return {
        heading: `Stop email alerts for “${view.title}”?`,
        detail: 'One click turns off the emails about new matches for this search. The search stays saved.',
      };
    case 'done':
      return {
        heading: `You will no longer get alerts for “${view.title}”`,
        detail: 'The search stays saved: you can turn its alerts back on from your saved searches.',
      };
    case 'alreadyOff':
      return {
        heading: `Alerts for “${view.title}” are already off`,
        detail: 'You get no emails for this search. Nothing was changed.',
      };
    case 'used':
      return {
        heading: 'This link is no longer valid',
        detail: 'It has already been used to turn off these alerts. Nothing was changed.',
      };
    case 'invalid':
      return {
        heading: 'This link is not valid',
        detail: 'Nothing was changed. Check that the whole link from the email was opened.',
      };
    case 'gone':
      return {
        heading: 'This saved search no longer exists',
        detail: 'It was deleted, so it sends no alerts. Nothing was changed.',
      };
    case 'unavailable':
      return {
        heading: 'We could not do this right now',
        detail: 'Nothing was changed. Please open the link again in a few minutes.',
      };
  }
}

export function AlertsUnsubscribePage({ view }: { view: AlertsUnsubscribeView }) {
  const { heading, detail } = alertsUnsubscribeText(view);
  const failed = view.kind === 'used' || view.kind === 'invalid' || view.kind === 'unavailable';
  return (
    <main id="main" tabIndex={-1} className="account alerts-unsubscribe">
      <h1 className="account__title">{heading}</h1>
      <p className={failed ? 'alert alert--danger' : undefined} role={failed ? 'alert' : undefined}>
        {detail}
      </p>
      {view.kind === 'confirm' && (
        <form method="post" action={view.action}>
          {/* The body mail providers send for one click (RFC 8058): the page's button sends the same. */}
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className="button account-form__submit">
            Unsubscribe
          </button>
        </form>
      )}
      <p className="alerts-unsubscribe__links">
        <a href={ACCOUNT_PATHS.savedSearches}>Your saved searches</a>
        <a href={SRP_PATH}>Search cars for sale</a>
      </p>
    </main>
  );
}
