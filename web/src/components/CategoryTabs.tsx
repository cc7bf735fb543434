import { CATEGORY_TABS, type CategoryTab } from '../search/constants';

/** The category tab strip (docs/rules/pages.md#category-tabs): All Results, Best Deals, Buy Online, For Sale By Owner, Certified Used. */
export function CategoryTabs({ active, onSelect }: { active: CategoryTab; onSelect: (tab: CategoryTab) => void }) {
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
      </ul>
    </nav>
  );
}
