import { currentYear, yearOptions } from '../../../contracts/search';

// Mid-2025 in UTC: the current year is 2025.
const now = new Date('2025-06-15T12:00:00Z');
const labels = (qs: Record<string, string[]>) => yearOptions(qs, now).map((o) => o.label);

describe('year options', () => {
  test('a NEW-only search offers Any, then the four years starting two years before this one, newest first', () => {
    expect(yearOptions({ listingType: ['NEW'] }, now)).toEqual([
      { label: 'Any', value: '' },
      { label: '2026', value: '2026' },
      { label: '2025', value: '2025' },
      { label: '2024', value: '2024' },
      { label: '2023', value: '2023' },
    ]);
  });

  test('any other search offers Any, then every model year from next year’s down to 1990', () => {
    const used = labels({ listingType: ['USED'] });
    expect(used.slice(0, 3)).toEqual(['Any', '2026', '2025']);
    expect(used.at(-1)).toBe('1990');
    expect(used).toHaveLength(1 + 2026 - 1990 + 1);
  });

  test('NEW among other listing types is not a NEW-only search', () => {
    expect(labels({ listingType: ['NEW', 'USED'] })).toEqual(labels({}));
  });

  test('choosing a year leaves the choices as they were', () => {
    expect(labels({ listingType: ['USED'], startYear: ['2022'], endYear: ['2023'] })).toEqual(
      labels({ listingType: ['USED'] }),
    );
  });

  test('the current year is the UTC year, the same on every server', () => {
    expect(currentYear(new Date('2025-12-31T23:30:00-05:00'))).toBe(2026);
    expect(labels({ listingType: ['NEW'] })[1]).toBe('2026');
  });
});
