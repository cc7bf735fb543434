import type { GroupLike, OptionLike } from '../../search/groups';
import { formatCount } from '../format';
import { Panel } from './Panel';

/** Whether an option reads as chosen: the URL's values while a search is pending, else the server's. */
export function isChecked(option: OptionLike, urlValues: readonly string[] | undefined, fresh: boolean): boolean {
  if (urlValues?.length) return urlValues.includes(option.value);
  return fresh && option.selected;
}

/** A list panel (body style, colours, features …): one checkbox per option, with its count. */
export function ListPanel({
  group,
  title = group.label,
  options = group.options,
  selected,
  fresh,
  onToggle,
}: {
  group: GroupLike;
  title?: string;
  options?: readonly OptionLike[];
  selected: readonly string[] | undefined;
  fresh: boolean;
  onToggle: (value: string, on: boolean) => void;
}) {
  const anySelected = options.some((o) => isChecked(o, selected, fresh));
  return (
    <Panel title={title} collapsed={group.collapsed && !anySelected} testId={`panel-${group.name}`}>
      <fieldset className="panel__options">
        <legend className="visually-hidden">{title}</legend>
        {options.map((option) => {
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
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              <span className="option__label">{option.label}</span>
              <span className="option__count">({formatCount(option.count)})</span>
            </label>
          );
        })}
      </fieldset>
    </Panel>
  );
}
