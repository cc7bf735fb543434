/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { DealExplanation, type DealFacts } from '../../web/src/vehicle/DealExplanation';

/** docs/rules/vehicle-page.md#deal-explanation */
const deal: DealFacts = {
  price: 23_500,
  expectedPrice: 24_100,
  rating: 'GOOD',
  comparableCount: 38,
  comparableModel: 'Honda Civic',
  comparableCondition: 'USED',
  comparableStartYear: 2018,
  comparableEndYear: 2020,
  medianPrice: 25_000,
  medianMileage: 40_000,
  mileageAdjustment: -900,
  perThousandMiles: 60,
  priceBars: [2, 5, 9, 12, 6, 3, 1],
  priceFrom: 20_000,
  barWidth: 1_000,
};

afterEach(cleanup);

describe('DealExplanation', () => {
  it('says where the expected price comes from and what the mileage does to it', () => {
    render(<DealExplanation deal={deal} mileage={55_000} />);
    expect(screen.getByRole('heading', { name: 'Why it is a Good Price' })).toBeTruthy();
    const text = document.querySelector('.deal-explanation p')!.textContent;
    expect(text).toContain(
      'Expected price $24,100: the median $25,000 of 38 comparable used Honda Civic listings of 2018–2020',
    );
    expect(text).toContain('Its 55,000 miles against their median 40,000 miles take off $900 ($60 per 1,000 miles).');
  });

  it("draws a bar per price band, scaled to the tallest, with this car's bar marked", () => {
    render(<DealExplanation deal={deal} mileage={55_000} />);
    const bars = [...screen.getByTestId('deal-chart').querySelectorAll('rect')];
    expect(bars).toHaveLength(7);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[3]).toBe(Math.max(...heights));
    expect(heights[2] / heights[3]).toBeCloseTo(9 / 12);
    // $23,500 lies in the fourth bar ($23,000 up to $24,000).
    expect(bars.map((bar) => bar.getAttribute('class'))).toEqual([
      'deal-explanation__bar',
      'deal-explanation__bar',
      'deal-explanation__bar',
      'deal-explanation__own',
      'deal-explanation__bar',
      'deal-explanation__bar',
      'deal-explanation__bar',
    ]);
  });

  it('shows nothing for a car without a rating (new cars) or without comparables', () => {
    const { container } = render(<DealExplanation deal={{ ...deal, rating: null }} mileage={10} />);
    expect(container.innerHTML).toBe('');
    render(<DealExplanation deal={null} mileage={10} />);
    expect(document.querySelector('.deal-explanation')).toBeNull();
  });
});
