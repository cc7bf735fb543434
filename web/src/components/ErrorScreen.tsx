import { useEffect } from 'react';
import { reportError } from '../events/record';
import { TEXTS } from '../search/constants';

/**
 * The full-page error (docs/rules/pages.md#error-screen): the required search failed; 'Please try
 * again' reloads the page. The app shows it inside its chrome; the server's error page wraps it in
 * SiteChrome (entry-server.tsx).
 */
export function ErrorScreen() {
  useEffect(() => reportError('error_screen', null, 'The results page showed its error screen'), []);
  return (
    <main id="main" tabIndex={-1} className="srp srp--error">
      <div className="error-screen" role="alert">
        <h1 className="error-screen__title">{TEXTS.errorTitle}</h1>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {TEXTS.errorRetry}
        </button>
      </div>
    </main>
  );
}
