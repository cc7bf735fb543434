import { useEffect, useRef, type RefObject } from 'react';
import type { Chip } from '../search/chips';

/**
 * The filter chips (docs/rules/pages.md#filter-chips): one button per chosen filter; pressing it removes the filter.
 * The removed chip's button goes, so focus moves to the chip after it (or before it), or to
 * `emptyFocus` when no chip is left, instead of falling back to the top of the document.
 */
export function FilterChips({
  chips,
  onRemove,
  emptyFocus,
}: {
  chips: readonly Chip[];
  onRemove: (chip: Chip) => void;
  emptyFocus: RefObject<HTMLElement | null>;
}) {
  const list = useRef<HTMLUListElement>(null);
  // The chips to focus after a removal, in order of preference; null when no chip was removed.
  const focusNext = useRef<string[] | null>(null);
  useEffect(() => {
    const preferred = focusNext.current;
    if (!preferred) return;
    focusNext.current = null;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]') ?? [])];
    const target =
      preferred.map((id) => buttons.find((b) => b.dataset.chip === id)).find(Boolean) ??
      buttons[0] ??
      emptyFocus.current;
    target?.focus();
  }, [chips, emptyFocus]);

  const remove = (chip: Chip, index: number) => {
    const after = chips.slice(index + 1).map((c) => c.id);
    const before = chips
      .slice(0, index)
      .map((c) => c.id)
      .reverse();
    focusNext.current = [...after, ...before];
    onRemove(chip);
  };

  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label="Selected filters" ref={list}>
      {chips.map((chip, index) => (
        <li key={chip.id}>
          <button
            type="button"
            className="chip"
            data-chip={chip.id}
            aria-label={`Remove filter: ${chip.label}`}
            onClick={() => remove(chip, index)}
          >
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
