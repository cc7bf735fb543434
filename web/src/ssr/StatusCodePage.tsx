import { SRP_PATH } from '../../../contracts/search';

const MESSAGES: Record<number, string> = {
  400: 'This search could not be understood.',
  404: 'This page could not be found.',
  410: 'This page is no longer available.',
};

/** A page of its own for a status code (docs/rules/pages.md#status-code-pages). */
export function StatusCodePage({ status }: { status: number }) {
  return (
    <main className="srp srp--error">
      <div className="error-screen" role="alert">
        <h1 className="error-screen__title">
          {status}: {MESSAGES[status] ?? 'Something went wrong.'}
        </h1>
        <a className="button" href={SRP_PATH}>
          Search cars for sale
        </a>
      </div>
    </main>
  );
}
