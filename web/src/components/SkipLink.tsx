/**
 * The page's first focusable element (docs/rules/pages.md#site-chrome): a link to the page's
 * `<main id="main" tabIndex={-1}>`, shown only while it has focus.
 */
export function SkipLink({ label = 'Skip to content' }: { label?: string }) {
  return (
    <a className="skip-link" href="#main">
      {label}
    </a>
  );
}
