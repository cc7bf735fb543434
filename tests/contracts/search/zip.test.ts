import { isFiveDigitZip } from '../../../contracts/search';

describe('zip', () => {
  test('a search can use a zip of exactly five digits', () => {
    expect(isFiveDigitZip('30301')).toBe(true);
  });

  test.each(['3030', '303011', '30301-1234', '3030a', ' 30301', ''])('not %j', (zip) => {
    expect(isFiveDigitZip(zip)).toBe(false);
  });
});
