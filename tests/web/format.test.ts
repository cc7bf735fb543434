import { describe, expect, it } from '@jest/globals';
import { formatCount, formatMiles, formatPrice, formatWhole } from '../../web/src/components/format';

const intlPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const intlWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

// Powers of ten either side of each comma, prices and counts the SRP shows, fractions and signs.
const SAMPLES = [
  0, 1, 9, 10, 99, 100, 999, 1_000, 1_001, 9_999, 10_000, 23_995, 99_999, 100_000, 123_456, 999_999, 1_000_000,
  12_345_678, 1_234_567_890, 0.4, 0.5, 1.5, 2.5, 999.5, 1_999.49, -1, -999, -1_000, -23_995, -0.4, -2.5,
];

describe('formatting numbers as en-US without Intl', () => {
  it.each(SAMPLES)('formats %p as Intl does', (n) => {
    expect(formatWhole(n)).toBe(intlWhole.format(n).replace(/^-0$/, '0'));
    expect(formatPrice(n)).toBe(intlPrice.format(n).replace(/^-\$0$/, '$0'));
  });

  it('names counts and miles as the cards and filters show them', () => {
    expect(formatCount(48_213)).toBe('48,213');
    expect(formatMiles(41_200)).toBe('41,200 miles');
    expect(formatPrice(23_995)).toBe('$23,995');
  });
});
