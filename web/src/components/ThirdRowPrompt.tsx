/** The suggested-filter prompt for SUVs (docs/rules/filters.md#third-row-seating-prompt): offers third-row seating (feature 1306). */
export function ThirdRowPrompt({ onAccept }: { onAccept: () => void }) {
  return (
    <aside className="prompt" aria-label="Suggested filter">
      <p>Need room for more passengers?</p>
      <button type="button" className="button button--secondary" onClick={onAccept}>
        Show SUVs with Third Row Seating
      </button>
    </aside>
  );
}
