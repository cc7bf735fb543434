/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RangePanel, type RangeChoice } from '../../../web/src/components/filters/RangePanel';

const MILEAGE: RangeChoice[] = [
  { label: 'Under 15,000 (120)', value: '15000' },
  { label: 'Under 30,000 (480)', value: '30000' },
  { label: 'Under 45,000 (0)', value: '45000', disabled: true },
];
const YEARS: RangeChoice[] = ['2025', '2024', '2023'].map((y) => ({ label: y, value: y }));

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

afterEach(cleanup);

describe('a range filter panel', () => {
  it('a highest value only (mileage): Any, then each choice; a choice nothing would match cannot be picked', async () => {
    const onChange = jest.fn<(value: string) => void>();
    render(
      <RangePanel
        title="Mileage"
        name="mileage"
        collapsed={false}
        max={{ label: 'Max Mileage', value: '', choices: MILEAGE, onChange }}
      />,
    );
    expect(screen.queryByRole('combobox', { name: /Min/ })).toBeNull();
    const max = select('Max Mileage');
    expect([...max.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['Any', false],
      ['Under 15,000 (120)', false],
      ['Under 30,000 (480)', false],
      ['Under 45,000 (0)', true],
    ]);
    await userEvent.setup().selectOptions(max, '30000');
    expect(onChange).toHaveBeenLastCalledWith('30000');
  });

  it('both ends: each shows its value, and Any clears it', async () => {
    const onMin = jest.fn<(value: string) => void>();
    const onMax = jest.fn<(value: string) => void>();
    render(
      <RangePanel
        title="Year"
        name="year"
        collapsed={false}
        min={{ label: 'Min Year', value: '2023', choices: YEARS, onChange: onMin }}
        max={{ label: 'Max Year', value: '', choices: YEARS, onChange: onMax }}
      />,
    );
    expect(select('Min Year').value).toBe('2023');
    expect(select('Max Year').value).toBe('');
    const user = userEvent.setup();
    await user.selectOptions(select('Min Year'), 'Any');
    expect(onMin).toHaveBeenLastCalledWith('');
    await user.selectOptions(select('Max Year'), '2024');
    expect(onMax).toHaveBeenLastCalledWith('2024');
  });

  it('a collapsed panel shows its selects once opened', async () => {
    render(
      <RangePanel
        title="Mileage"
        name="mileage"
        collapsed
        max={{ label: 'Max Mileage', value: '', choices: MILEAGE, onChange: () => undefined }}
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.setup().click(screen.getByText('Mileage'));
    expect(select('Max Mileage')).toBeTruthy();
  });
});
