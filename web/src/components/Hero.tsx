import type { ReactNode } from 'react';
import type { Breadcrumbs_BreadcrumbFragment } from '../__generated__/graphql';
import { heroHeading } from '../search/heading';
import { Breadcrumbs } from './Breadcrumbs';

/**
 * The hero (docs/rules/pages.md#layout): breadcrumbs, the heading, the
 * clear-filters control, Save Search and the keyword search.
 */
export function Hero({
  crumbs,
  canClear,
  onClear,
  saveSearch,
  keywordSearch,
}: {
  crumbs: readonly Breadcrumbs_BreadcrumbFragment[] | undefined;
  canClear: boolean;
  onClear: () => void;
  saveSearch?: ReactNode;
  keywordSearch: ReactNode;
}) {
  return (
    <header className="hero">
      {/* The trail's height is kept while it loads, so the heading does not jump. The account links are in the site header. */}
      <div className="hero__crumbs">{crumbs && <Breadcrumbs crumbs={crumbs} />}</div>
      <div className="hero__row">
        <h1 className="hero__title">{crumbs ? heroHeading(crumbs) : 'Cars for Sale'}</h1>
        {canClear && (
          <button type="button" className="link-button hero__clear" onClick={onClear}>
            Clear Filters
          </button>
        )}
      </div>
      {saveSearch}
      {keywordSearch}
    </header>
  );
}
