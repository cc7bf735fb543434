import { codesOf, type GroupLike, type OptionLike } from '../../search/groups';
import { formatCount } from '../format';
import { Panel } from './Panel';

/** Whether an option reads as chosen: the URL's values while a search is pending, else the server's. */
function isChecked(option: OptionLike, urlValues: readonly string[] | undefined, fresh: boolean): boolean {
  if (urlValues?.length) return codesOf(option).some((code) => urlValues.includes(code));
  return fresh && option.selected;
}

/** Options under a heading of their own within a panel (the models of one make). */
export interface ListSection {
  key: string;
  title: string;
  options: readonly OptionLike[];
}

/**
 * A list panel (body style, colours, features …): one checkbox per option, with its count. Given
 * sections, each is a fieldset of its own whose legend names it (the models of each chosen make).
 */
export function ListPanel({
  group,
  title = group.label,
  options = group.options,
  sections,
  selected,
  fresh,
  onToggle,
}: {
  group: GroupLike;
  title?: string;
  options?: readonly OptionLike[];
  sections?: readonly ListSection[];
  selected: readonly string[] | undefined;
  fresh: boolean;
  /** An option checked or unchecked: its value, and every code it stands for (a grouped option's several). */
  onToggle: (value: string, on: boolean, codes: readonly string[]) => void;
}) {
  const anySelected = (sections?.flatMap((s) => s.options) ?? options).some((o) => isChecked(o, selected, fresh));
  const checkbox = (option: OptionLike) => {
    const checked = isChecked(option, selected, fresh);
    return (
      <label key={option.value} className={option.disabled && !checked ? 'option option--disabled' : 'option'}>
        <input
          type="checkbox"
          name={group.name}
          value={option.value}
          checked={checked}
          // A chosen option stays removable even when nothing else would match.
          disabled={option.disabled && !checked}
          onChange={(event) => onToggle(option.value, event.target.checked, codesOf(option))}
        />
        <span className="option__label">{option.label}</span>
        <span className="option__count">({formatCount(option.count)})</span>
      </label>
    );
  };
  return (
    <Panel title={title} collapsed={group.collapsed && !anySelected} testId={`panel-${group.name}`}>
      {sections ? (
        sections.map((section) => (
          <fieldset
            key={section.key}
            className="panel__options panel__section"
            data-testid={`section-${group.name}-${section.key}`}
          >
            <legend className="panel__section-title">{section.title}</legend>
            {section.options.map(checkbox)}
          </fieldset>
        ))
      ) : (
        <fieldset className="panel__options">
          <legend className="visually-hidden">{title}</legend>
          {options.map(checkbox)}
        </fieldset>
      )}
    </Panel>
  );
}
