import { SORT_OPTIONS, type SortValue } from '../search/constants';

/** The results header's sort dropdown (spec §2, ten options). */
export function SortSelect({ value, onChange }: { value: SortValue; onChange: (value: SortValue) => void }) {
  return (
    <label className="sort-select">
      <span>Sort by</span>
      <select value={value} onChange={(event) => onChange(event.target.value as SortValue)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
