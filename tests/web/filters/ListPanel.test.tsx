/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPanel } from '../../../web/src/components/filters/ListPanel';
import type { GroupLike, OptionLike } from '../../../web/src/search/groups';

const option = (label: string, value: string, count: number, extra: Partial<OptionLike> = {}): OptionLike => ({
  label,
  value,
  count,
  selected: false,
  disabled: false,
  ...extra,
});

const bodyStyles: GroupLike = {
  name: 'vehicleStyleCode',
  label: 'Body Style',
  collapsed: false,
  value: [],
  options: [
    option('SUV / Crossover', 'SUVCROSS', 12_345),
    option('Sedan', 'SEDAN', 8_020),
    option('Convertible', 'CONVERT', 0, { disabled: true }),
  ],
};

const cabSizes: GroupLike = {
  name: 'truckCabSize',
  label: 'Cab Size',
  collapsed: true,
  value: [],
  options: [
    option('Crew Cab', 'CREW', 2_100, { codes: ['CREW_CAB', 'SUPERCREW', 'DOUBLE_CAB'] }),
    option('Regular Cab', 'REGULAR', 300, { codes: ['REGULAR_CAB'] }),
  ],
};

type Toggle = (value: string, on: boolean, codes: readonly string[]) => void;

function renderPanel(group: GroupLike, props: { selected?: string[]; fresh?: boolean } = {}) {
  const onToggle = jest.fn<Toggle>();
  const view = render(
    <ListPanel group={group} selected={props.selected} fresh={props.fresh ?? true} onToggle={onToggle} />,
  );
  return { onToggle, view };
}

afterEach(cleanup);

describe('a list filter panel', () => {
  it('lists each option as a checkbox named by its label, with its count', () => {
    renderPanel(bodyStyles);
    const options = within(screen.getByRole('group', { name: 'Body Style' })).getAllByRole('checkbox');
    expect(options.map((box) => box.closest('label')!.textContent)).toEqual([
      'SUV / Crossover(12,345)',
      'Sedan(8,020)',
      'Convertible(0)',
    ]);
    expect(screen.getByRole('checkbox', { name: /Sedan/ })).toHaveProperty('checked', false);
  });

  it('checking an option adds it to the search, unchecking removes it', async () => {
    const user = userEvent.setup();
    const { onToggle, view } = renderPanel(bodyStyles);
    await user.click(screen.getByRole('checkbox', { name: /SUV \/ Crossover/ }));
    expect(onToggle).toHaveBeenLastCalledWith('SUVCROSS', true, ['SUVCROSS']);

    view.rerender(<ListPanel group={bodyStyles} selected={['SUVCROSS']} fresh={false} onToggle={onToggle} />);
    const suv = screen.getByRole('checkbox', { name: /SUV \/ Crossover/ });
    expect(suv).toHaveProperty('checked', true);
    await user.click(suv);
    expect(onToggle).toHaveBeenLastCalledWith('SUVCROSS', false, ['SUVCROSS']);
  });

  it('an option nothing would match cannot be checked, but stays removable once chosen', () => {
    const { onToggle, view } = renderPanel(bodyStyles);
    expect(screen.getByRole('checkbox', { name: /Convertible/ })).toHaveProperty('disabled', true);
    view.rerender(<ListPanel group={bodyStyles} selected={['CONVERT']} fresh onToggle={onToggle} />);
    expect(screen.getByRole('checkbox', { name: /Convertible/ })).toHaveProperty('disabled', false);
  });

  it('shows what the server chose once the search has answered, and the URL’s choice while it loads', () => {
    const answered: GroupLike = {
      ...bodyStyles,
      options: bodyStyles.options.map((o) => ({ ...o, selected: o.value === 'SEDAN' })),
    };
    const { onToggle, view } = renderPanel(answered);
    expect(screen.getByRole('checkbox', { name: /Sedan/ })).toHaveProperty('checked', true);
    // A new search is loading: the old answer's choice no longer counts, the URL's does.
    view.rerender(<ListPanel group={answered} selected={['SUVCROSS']} fresh={false} onToggle={onToggle} />);
    expect(screen.getByRole('checkbox', { name: /Sedan/ })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: /SUV \/ Crossover/ })).toHaveProperty('checked', true);
  });

  it('a collapsed panel shows its options once the shopper opens it', async () => {
    const user = userEvent.setup();
    renderPanel(cabSizes);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByText('Cab Size'));
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('a collapsed panel with a chosen option starts open', () => {
    renderPanel(cabSizes, { selected: ['REGULAR_CAB'] });
    expect(screen.getByRole('checkbox', { name: /Regular Cab/ })).toHaveProperty('checked', true);
  });

  it('an option standing for several codes sets and clears all of them', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderPanel({ ...cabSizes, collapsed: false });
    await user.click(screen.getByRole('checkbox', { name: /Crew Cab/ }));
    expect(onToggle).toHaveBeenLastCalledWith('CREW', true, ['CREW_CAB', 'SUPERCREW', 'DOUBLE_CAB']);
  });
});
