/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

const { cleanup, render, screen } = await import('@testing-library/react');
const { userEvent } = await import('@testing-library/user-event');
const { RelaxHints, relaxHintItems } = await import('../../web/src/results/RelaxHints');
const { Histogram, barHeights, inRange, peakSummary } = await import('../../web/src/components/filters/Histogram');
const { deriveChips } = await import('../../web/src/search/chips');
const { formatPrice } = await import('../../web/src/components/format');

afterEach(cleanup);

const params = { makeCode: ['FORD'], maxPrice: ['10000'], mileage: ['15000'], zip: ['30301'], searchRadius: ['25'] };
const groups = [
  {
    name: 'makeCode',
    options: [{ value: 'FORD', label: 'Ford', codes: ['FORD'] }],
  },
  { name: 'mileage', options: [{ value: '50000', label: 'Under 50,000', codes: ['50000'] }] },
];
const chips = deriveChips(params, groups as never);

describe('relax hints (docs/rules/results.md#relax-hints)', () => {
  const hints = [
    { parameters: ['minPrice', 'maxPrice'], count: 214 },
    { parameters: ['searchRadius'], count: 40 },
    { parameters: ['makeCode'], count: 12 },
    { parameters: ['mileage'], count: 2 },
    { parameters: ['listingType'], count: 90 },
  ];

  it('names each filter as its chip does, most cars first, leaving out those that give no more results', () => {
    const items = relaxHintItems(hints, params, chips, 2);
    expect(items.map((i) => [i.label, i.count])).toEqual([
      ['Under $10,000', 214],
      ['Within 25 miles', 40],
      ['Ford', 12],
    ]);
    expect(items[0].next).toEqual({ makeCode: ['FORD'], mileage: ['15000'], zip: ['30301'], searchRadius: ['25'] });
  });

  it('renders the list as buttons that run the search without the filter', async () => {
    const onApply = jest.fn();
    render(<RelaxHints hints={hints} params={params} chips={chips} total={0} onApply={onApply} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Remove ‘Under $10,000’: 214 cars',
      'Remove ‘Within 25 miles’: 40 cars',
      'Remove ‘Ford’: 12 cars',
      'Remove ‘Under 15,000’: 2 cars',
    ]);
    expect(screen.getByRole('list', { name: 'Ways to see more results' })).toBeTruthy();
    await userEvent.click(buttons[2]);
    expect(onApply).toHaveBeenCalledWith({
      maxPrice: ['10000'],
      mileage: ['15000'],
      zip: ['30301'],
      searchRadius: ['25'],
    });
  });

  it('renders nothing when no removal helps', () => {
    const { container } = render(
      <RelaxHints
        hints={[{ parameters: ['makeCode'], count: 3 }]}
        params={params}
        chips={chips}
        total={3}
        onApply={() => {}}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('range histograms (docs/rules/filters.md#range-histograms)', () => {
  const bins = [
    { min: 0, max: 2_499, count: 0 },
    { min: 2_500, max: 4_999, count: 1 },
    { min: 5_000, max: 7_499, count: 50 },
    { min: 7_500, max: 9_999, count: 200 },
    { min: 10_000, max: null, count: 100 },
  ];

  it('scales bars to the fullest bin, with a visible minimum for a bin with listings', () => {
    expect(barHeights(bins)).toEqual([0, 4, 25, 100, 50]);
    expect(barHeights([{ count: 0 }, { count: 0 }])).toEqual([0, 0]);
  });

  it('draws decorative bars, dims those outside the range and summarises the peak for screen readers', () => {
    render(<Histogram bins={bins} from={5_000} to={8_000} summary={peakSummary(bins, formatPrice)} />);
    const chart = screen.getByTestId('histogram');
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    const bars = Array.from(chart.querySelectorAll('rect'));
    // Attributes, not inline styles, which the page's CSP would drop from the server's HTML.
    expect(bars.map((bar) => bar.getAttribute('height'))).toEqual(['0', '4', '25', '100', '50']);
    expect(bars.map((bar) => bar.getAttribute('y'))).toEqual(['100', '96', '75', '0', '50']);
    expect(bars.every((bar) => !bar.getAttribute('style'))).toBe(true);
    expect(bars.map((bar) => bar.classList.contains('histogram__bar--out'))).toEqual([true, true, false, false, true]);
    expect(screen.getByText('Most listings: $7,500 to $9,999 (200 cars)')).toBeTruthy();
    expect(inRange({ min: 10_000, max: null, count: 1 }, 20_000, undefined)).toBe(true);
    expect(peakSummary([{ min: null, max: 1990, count: 1 }], String)).toBe('Most listings: 1990 or less (1 car)');
  });

  it('draws nothing without listings', () => {
    const { container } = render(<Histogram bins={[{ min: 0, max: 1, count: 0 }]} />);
    expect(container.innerHTML).toBe('');
  });
});
