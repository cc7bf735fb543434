import { useId, useState } from 'react';
import { TEXTS } from '../../search/constants';
import { findGroup, sectionsByParent, type GroupLike } from '../../search/groups';
import { canAddMake } from '../../search/panels';
import { useFeature } from '../../ssr/page';
import { formatCount } from '../format';
import { ListPanel, type ListSection } from './ListPanel';
import { Panel } from './Panel';
import { Select } from '../Select';

interface Props {
  groups: readonly GroupLike[];
  makes: readonly string[];
  models: readonly string[] | undefined;
  trims: readonly string[] | undefined;
  fresh: boolean;
  onAddMake: (makeCode: string) => void;
  onReplaceMake: (from: string, to: string) => void;
  onRemoveMake: (makeCode: string) => void;
  onToggleModel: (modelCode: string, on: boolean) => void;
  onToggleTrim: (trimCode: string, on: boolean) => void;
}

/**
 * Make, model and trim (docs/rules/filters.md#make-model-and-trim): one make select per chosen make, 'Add Another Make' for up to
 * 5 (hidden at 5), then the models of the chosen makes and the trims of the chosen models.
 */
export function MakeModelTrimPanel({
  groups,
  makes,
  models,
  trims,
  fresh,
  onAddMake,
  onReplaceMake,
  onRemoveMake,
  onToggleModel,
  onToggleTrim,
}: Props) {
  // 'Add Another Make' opens an empty row for the make count it was pressed at; once that row has a
  // make the count has grown and the row is an ordinary one, the same element (no render drops it).
  const [addingAt, setAddingAt] = useState<number>();
  const singleMakeModelTrim = useFeature('singleMakeModelTrim');
  // Once the row has its make it is done with: a make removed later (a row, a chip) must not bring
  // back an empty row the shopper did not ask for in place of the button.
  if (addingAt !== undefined && makes.length > addingAt) setAddingAt(undefined);
  const adding = addingAt !== undefined && addingAt === makes.length;
  const id = useId();
  const makeGroup = findGroup(groups, 'makeCode');
  const modelGroup = findGroup(groups, 'modelCode');
  const trimGroup = findGroup(groups, 'trimCode');
  if (!makeGroup) return null;

  // Rows are keyed by position: choosing or changing a row's make keeps its select (and the keyboard
  // focus, which arrow keys on a select need from one make to the next); a row added by 'Add Another
  // Make' takes the focus.
  const makeSelect = (current: string, index: number) => (
    <div className="make-row" key={index}>
      <label htmlFor={`${id}-make-${index}`}>{index === 0 ? 'Make' : `Make ${index + 1}`}</label>
      <Select
        id={`${id}-make-${index}`}
        value={current}
        autoFocus={adding && !current && index > 0}
        onChange={(event) => {
          const next = event.target.value;
          if (!current) {
            if (next) onAddMake(next);
            else setAddingAt(undefined);
          } else if (!next) onRemoveMake(current);
          else onReplaceMake(current, next);
        }}
      >
        <option value="">Any Make</option>
        {makeGroup.options.map((option) => {
          const taken = option.value !== current && makes.includes(option.value);
          return (
            <option
              key={option.value}
              value={option.value}
              disabled={taken || (option.disabled && option.value !== current)}
            >
              {option.label} ({formatCount(option.count)})
            </option>
          );
        })}
      </Select>
    </div>
  );

  // With several makes (models) chosen, each one's models (trims) are listed under its name.
  const sectionsOf = (
    group: GroupLike | undefined,
    parents: readonly string[] | undefined,
    parentGroup: GroupLike | undefined,
  ): ListSection[] | undefined => {
    if (!group || !parents || parents.length < 2) return undefined;
    const named = parents.map((value) => ({
      value,
      label: parentGroup?.options.find((o) => o.value === value)?.label ?? value,
    }));
    return sectionsByParent(group.options, named).map((s) => ({ key: s.parent, title: s.label, options: s.options }));
  };
  const rows = makes.length ? [...makes] : [''];
  if (adding && makes.length) rows.push('');
  return (
    <>
      <Panel title="Make, Model & Trim" testId="panel-makeCode">
        {rows.map(makeSelect)}
        {makes.length > 0 && !adding && canAddMake(makes.length, singleMakeModelTrim) && (
          <button type="button" className="link-button" onClick={() => setAddingAt(makes.length)}>
            {TEXTS.addAnotherMake}
          </button>
        )}
      </Panel>
      {makes.length > 0 && modelGroup && modelGroup.options.length > 0 && (
        <ListPanel
          group={{ ...modelGroup, collapsed: false }}
          sections={sectionsOf(modelGroup, makes, makeGroup)}
          selected={models}
          fresh={fresh}
          onToggle={onToggleModel}
        />
      )}
      {(models?.length ?? 0) > 0 && trimGroup && trimGroup.options.length > 0 && (
        <ListPanel
          group={{ ...trimGroup, collapsed: false }}
          sections={sectionsOf(trimGroup, models, modelGroup)}
          selected={trims}
          fresh={fresh}
          onToggle={onToggleTrim}
        />
      )}
    </>
  );
}
