import { useId } from 'react';

/** A choice among the section's model years, newest first (docs/rules/research.md#model-reference-section). */
export function YearSelect({
  years,
  year,
  onYear,
  label,
}: {
  years: ReadonlyArray<{ year: number }>;
  year: number;
  onYear: (year: number) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="reference__year">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={year} onChange={(event) => onYear(Number(event.target.value))}>
        {years.map((y) => (
          <option key={y.year} value={y.year}>
            {y.year}
          </option>
        ))}
      </select>
    </div>
  );
}
