import { Link, useLocation } from 'react-router';
import { SRP_PATH } from '../../../contracts/search';
import { COMMERCIAL_ENTRY_LABEL, CATEGORY_TABS, type CategoryTab } from '../search/constants';
import { parseParams, toSearch } from '../search/queryState';
import { commercialEntry, isCommercial } from '../search/tabs';

/**
 * The category tab strip (docs/rules/pages.md#category-tabs): All Results, Best Deals, Buy Online, For Sale By Owner, Certified Used,
 * then the commercial vehicle entry point (docs/rules/search-request.md#on-the-results-page), a link to the
 * commercial experience where the shopper is searching; not shown once in it.
 */
export function CategoryTabs({ active, onSelect }: { active: CategoryTab; onSelect: (tab: CategoryTab) => void }) {
  const params = parseParams(useLocation().search);
  return (
    <nav aria-label="Categories" className="category-tabs">
      <ul>
        {CATEGORY_TABS.map((tab) => (
          <li key={tab.id}>
            <button
              type="button"
              className={tab.id === active.id ? 'category-tab category-tab--active' : 'category-tab'}
              aria-pressed={tab.id === active.id}
              onClick={() => onSelect(tab)}
            >
              {tab.label}
            </button>
          </li>
        ))}
        {!isCommercial(params) && (
          <li className="category-tabs__entry">
            <Link className="category-tab" to={{ pathname: SRP_PATH, search: toSearch(commercialEntry(params)) }}>
              {COMMERCIAL_ENTRY_LABEL}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
