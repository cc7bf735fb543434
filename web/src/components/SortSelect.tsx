import { useId } from 'react';
import { SORT_OPTIONS, type SortValue } from '../search/constants';
import { Select } from './Select';

/** The results header's sort dropdown (docs/rules/pages.md#sort-options, ten options). */
export function SortSelect({ value, onChange }: { value: SortValue; onChange: (value: SortValue) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as SortValue)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
