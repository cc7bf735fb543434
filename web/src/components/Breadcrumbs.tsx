import { Link } from 'react-router';
import { SRP_PATH } from '../../../contracts/search';
import { graphql } from '../__generated__/gql';
import type { Breadcrumbs_BreadcrumbFragment } from '../__generated__/graphql';

export const BreadcrumbsFragment = graphql(`
  fragment Breadcrumbs_breadcrumb on Breadcrumb {
    kind
    label
    href
  }
`);

/** The breadcrumb trail (docs/rules/breadcrumbs.md); SRP crumbs navigate in the page, the home crumb leaves it. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Breadcrumbs_BreadcrumbFragment[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${crumb.kind}-${i}`}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.href.startsWith(SRP_PATH) ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <a href={crumb.href}>{crumb.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
