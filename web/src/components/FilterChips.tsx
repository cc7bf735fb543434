import type { Chip } from '../search/chips';

/** The filter chips (spec §2): one button per chosen filter; pressing it removes the filter (spec §4). */
export function FilterChips({ chips, onRemove }: { chips: readonly Chip[]; onRemove: (chip: Chip) => void }) {
  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label="Selected filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button type="button" className="chip" data-chip={chip.id} aria-label={`Remove filter: ${chip.label}`} onClick={() => onRemove(chip)}>
            <span>{chip.label}</span>
            <span aria-hidden="true" className="chip__x">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
