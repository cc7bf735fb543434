/** @jest-environment jsdom */
import { useState } from 'react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MakeModelTrimPanel } from '../../../web/src/components/filters/MakeModelTrimPanel';
import { PageDataContext } from '../../../web/src/ssr/page';
import { DEFAULT_FEATURES } from '../../../contracts/features';
import type { GroupLike, OptionLike } from '../../../web/src/search/groups';
import {
  changeFilter,
  removeMake,
  replaceMake,
  toggleModel,
  toggleValues,
  type Params,
} from '../../../web/src/search/queryState';

const option = (label: string, value: string, count: number, extra: Partial<OptionLike> = {}): OptionLike => ({
  label,
  value,
  count,
  selected: false,
  disabled: false,
  ...extra,
});
const group = (name: string, label: string, options: OptionLike[]): GroupLike => ({
  name,
  label,
  collapsed: false,
  value: [],
  options,
});

const GROUPS: GroupLike[] = [
  group('makeCode', 'Make', [
    option('Ford', 'FORD', 1_200),
    option('Toyota', 'TOYOTA', 1_100),
    option('Chevrolet', 'CHEV', 900),
    option('Honda', 'HONDA', 800),
    option('Nissan', 'NISSAN', 700),
    option('BMW', 'BMW', 600),
    option('Lucid', 'LUCID', 0, { disabled: true }),
  ]),
  group('modelCode', 'Model', [
    option('F-150', 'F150PICKUP', 400, { parent: 'FORD' }),
    option('Mustang', 'MUST', 120, { parent: 'FORD' }),
    option('Camry', 'CAMRY', 300, { parent: 'TOYOTA' }),
  ]),
  group('trimCode', 'Trim', [
    option('XLT', 'F150PICKUP|XLT', 150, { parent: 'F150PICKUP' }),
    option('Lariat', 'F150PICKUP|Lariat', 90, { parent: 'F150PICKUP' }),
  ]),
];

let current: Params = {};

/** The panel as the filter column drives it: the URL's parameters change with each choice. */
function Harness({ initial }: { initial: Params }) {
  const [params, setParams] = useState(initial);
  current = params;
  return (
    <MakeModelTrimPanel
      groups={GROUPS}
      makes={params.makeCode ?? []}
      models={params.modelCode}
      trims={params.trimCode}
      fresh={false}
      onAddMake={(make) => setParams(changeFilter(params, 'makeCode', [...(params.makeCode ?? []), make]))}
      onReplaceMake={(from, to) => setParams(replaceMake(params, from, to))}
      onRemoveMake={(make) => setParams(removeMake(params, make))}
      onToggleModel={(model, on) => setParams(toggleModel(params, model, on))}
      onToggleTrim={(trim, on) => setParams(toggleValues(params, 'trimCode', [trim], on))}
    />
  );
}

const renderPanel = (initial: Params = {}) => {
  render(<Harness initial={initial} />);
  return userEvent.setup();
};
const addMakeButton = () => screen.queryByRole('button', { name: 'Add Another Make' });
const makeSelect = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionNamed = (select: HTMLElement, name: RegExp) =>
  within(select).getByRole('option', { name }) as HTMLOptionElement;

afterEach(cleanup);

describe('the make, model and trim panel', () => {
  it("hides 'Add Another Make' where the brand's singleMakeModelTrim flag is on (docs/rules/features.md)", () => {
    const single = { features: { ...DEFAULT_FEATURES.motormart, singleMakeModelTrim: true } };
    render(
      <PageDataContext value={single}>
        <Harness initial={{ makeCode: ['FORD'] }} />
      </PageDataContext>,
    );
    expect(addMakeButton()).toBeNull();
    cleanup();
    renderPanel({ makeCode: ['FORD'] });
    expect(addMakeButton()).not.toBeNull();
  });

  it('offers every make with its count; a make nothing would match cannot be chosen', () => {
    renderPanel();
    const make = makeSelect('Make');
    expect(make.value).toBe('');
    expect(
      within(make)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Any Make',
      'Ford (1,200)',
      'Toyota (1,100)',
      'Chevrolet (900)',
      'Honda (800)',
      'Nissan (700)',
      'BMW (600)',
      'Lucid (0)',
    ]);
    expect(optionNamed(make, /Lucid/).disabled).toBe(true);
    expect(addMakeButton()).toBeNull();
  });

  it('choosing a make searches it and lists its models; choosing a model lists its trims', async () => {
    const user = renderPanel();
    expect(screen.queryByRole('group', { name: 'Model' })).toBeNull();
    await user.selectOptions(makeSelect('Make'), 'FORD');
    expect(current.makeCode).toEqual(['FORD']);
    const models = screen.getByRole('group', { name: 'Model' });
    expect(within(models).getByRole('checkbox', { name: /F-150/ }).closest('label')!.textContent).toBe('F-150(400)');
    expect(screen.queryByRole('group', { name: 'Trim' })).toBeNull();

    await user.click(within(models).getByRole('checkbox', { name: /F-150/ }));
    expect(current.modelCode).toEqual(['F150PICKUP']);
    await user.click(within(screen.getByRole('group', { name: 'Trim' })).getByRole('checkbox', { name: /XLT/ }));
    expect(current.trimCode).toEqual(['F150PICKUP|XLT']);
  });

  it('adds makes up to five: each new row takes the focus, offers no make already chosen, and the button goes at five', async () => {
    const user = renderPanel({ makeCode: ['FORD'] });
    const more = [
      ['Make 2', 'TOYOTA'],
      ['Make 3', 'CHEV'],
      ['Make 4', 'HONDA'],
      ['Make 5', 'NISSAN'],
    ];
    for (const [name, code] of more) {
      await user.click(addMakeButton()!);
      const row = makeSelect(name);
      expect(document.activeElement).toBe(row);
      expect(optionNamed(row, /Ford/).disabled).toBe(true);
      await user.selectOptions(row, code);
    }
    expect(current.makeCode).toEqual(['FORD', 'TOYOTA', 'CHEV', 'HONDA', 'NISSAN']);
    expect(addMakeButton()).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Make 6' })).toBeNull();

    // Removing one (Any Make) brings the button back, and no empty row the shopper did not ask for.
    await user.selectOptions(makeSelect('Make 3'), '');
    expect(current.makeCode).toEqual(['FORD', 'TOYOTA', 'HONDA', 'NISSAN']);
    expect(addMakeButton()).not.toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Make 5' })).toBeNull();
  });

  it('with two makes, each one’s models are listed under its name', async () => {
    renderPanel({ makeCode: ['FORD', 'TOYOTA'] });
    expect(
      within(screen.getByRole('group', { name: 'Ford' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['F150PICKUP', 'MUST']);
    expect(
      within(screen.getByRole('group', { name: 'Toyota' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['CAMRY']);
  });

  it('changing a make replaces it, and its models and trims leave the search', async () => {
    const user = renderPanel({ makeCode: ['FORD'], modelCode: ['F150PICKUP'], trimCode: ['F150PICKUP|XLT'] });
    await user.selectOptions(makeSelect('Make'), 'TOYOTA');
    expect(current).toMatchObject({ makeCode: ['TOYOTA'] });
    expect(current.modelCode ?? []).toEqual([]);
    expect(current.trimCode ?? []).toEqual([]);
  });

  it('an empty row added by mistake goes away when set back to Any Make', async () => {
    const user = renderPanel({ makeCode: ['FORD'] });
    await user.click(addMakeButton()!);
    await user.selectOptions(makeSelect('Make 2'), '');
    expect(screen.queryByRole('combobox', { name: 'Make 2' })).toBeNull();
    expect(current.makeCode).toEqual(['FORD']);
    expect(addMakeButton()).not.toBeNull();
  });
});
