/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PriceHistory, formatDay, type PriceHistoryFacts } from '../../web/src/vehicle/PriceHistory';

afterEach(cleanup);

const history: PriceHistoryFacts = {
  listedAt: '2026-10-01T12:00:00.000Z',
  firstPrice: 25_900,
  daysOnMarket: 31,
  points: [
    { price: 25_900, at: '2026-10-01T12:00:00.000Z', change: null },
    { price: 24_700, at: '2026-10-12T09:00:00.000Z', change: -1_200 },
    { price: 24_200, at: '2026-10-25T09:00:00.000Z', change: -500 },
  ],
};

describe('the vehicle page price history', () => {
  it('draws a step chart with the first price and each drop marked with its amount and date', () => {
    render(<PriceHistory history={history} />);
    const chart = screen.getByTestId('price-history-chart');
    expect(chart.getAttribute('viewBox')).toBe('0 0 320 140');
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(chart.querySelectorAll('.price-history__drop')).toHaveLength(2);
    const labels = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['$25,900', '−$1,200 Oct 12, 2026', '−$500 Oct 25, 2026', 'Oct 1, 2026']),
    );
    // Three prices: a start, then for each change a horizontal and a vertical step, then on to today.
    expect(chart.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+(H[\d.]+V[\d.]+){2}H308$/);
  });

  it('says the days on market and lists every price for screen readers', () => {
    render(<PriceHistory history={history} />);
    const section = screen.getByRole('region', { name: 'Price history' });
    expect(within(section).getByText('31 days on market')).toBeTruthy();
    expect(within(section).getByRole('img').getAttribute('aria-label')).toContain('31 days on market');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Listed at $25,900 on Oct 1, 2026',
      'Dropped $1,200 to $24,700 on Oct 12, 2026',
      'Dropped $500 to $24,200 on Oct 25, 2026',
    ]);
  });

  it('draws a listing never repriced as a flat line, one day on market in the singular', () => {
    render(<PriceHistory history={{ ...history, daysOnMarket: 1, points: history.points.slice(0, 1) }} />);
    expect(screen.getByText('1 day on market')).toBeTruthy();
    expect(screen.getByTestId('price-history-chart').querySelector('path')!.getAttribute('d')).toBe('M12,70H308');
  });

  it('shows nothing without a history', () => {
    const { container } = render(<PriceHistory history={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('writes dates in UTC without Intl', () => {
    expect(formatDay('2026-12-31T23:30:00.000Z')).toBe('Dec 31, 2026');
  });
});
