import { useId, type ReactNode } from 'react';
import { Panel } from './Panel';
import { Select } from '../Select';

export interface RangeChoice {
  label: string;
  value: string;
  disabled?: boolean;
}

interface RangeEnd {
  label: string;
  value: string;
  choices: readonly RangeChoice[];
  onChange: (value: string) => void;
}

/** A range panel (year, mileage): a lowest and/or a highest value, each a select; '' is Any. */
export function RangePanel({
  title,
  name,
  collapsed,
  min,
  max,
  histogram,
}: {
  title: string;
  name: string;
  collapsed: boolean;
  min?: RangeEnd;
  max?: RangeEnd;
  /** The panel's histogram (docs/rules/filters.md#range-histograms), above the selects. */
  histogram?: ReactNode;
}) {
  const id = useId();
  return (
    <Panel title={title} collapsed={collapsed} testId={`panel-${name}`}>
      {histogram}
      <div className="range">
        {[min, max].map(
          (end, i) =>
            end && (
              <div key={end.label} className="range__end">
                <label htmlFor={`${id}-${i}`}>{end.label}</label>
                <Select id={`${id}-${i}`} value={end.value} onChange={(event) => end.onChange(event.target.value)}>
                  <option value="">Any</option>
                  {end.choices.map((choice) => (
                    <option key={choice.value} value={choice.value} disabled={choice.disabled}>
                      {choice.label}
                    </option>
                  ))}
                </Select>
              </div>
            ),
        )}
      </div>
    </Panel>
  );
}
