import { describe, expect, it } from '@jest/globals';
import { REPORT_LIMITS } from '../../contracts/leads/constants';
import { mailtoHref, reportErrors, vehicleUrl } from '../../web/src/listing-actions/rules';

describe('a report before it is sent (docs/rules/listing-actions.md#report-reasons)', () => {
  it('needs a reason', () => {
    expect(reportErrors(undefined, '')).toEqual({ reason: 'Choose what is wrong with this listing' });
  });

  it('needs words for Other, spaces not counting', () => {
    expect(reportErrors('OTHER', '   ')).toEqual({ details: 'Required for Other: say what is wrong' });
    expect(reportErrors('OTHER', 'The photos are of another car')).toEqual({});
  });

  it('takes any other reason without words', () => {
    for (const reason of ['WRONG_PRICE', 'SOLD', 'FRAUD', 'WRONG_DETAILS'] as const)
      expect(reportErrors(reason, '')).toEqual({});
  });

  it('takes at most 500 characters once trimmed', () => {
    const limit = REPORT_LIMITS.detailsMaxLength;
    expect(reportErrors('SOLD', ` ${'x'.repeat(limit)} `)).toEqual({});
    expect(reportErrors('SOLD', 'x'.repeat(limit + 1))).toEqual({ details: 'Use at most 500 characters' });
  });
});

describe('sharing (docs/rules/listing-actions.md#share)', () => {
  it("shares the vehicle page's absolute URL under the page's origin", () => {
    expect(vehicleUrl('https://www.cars.example', '700000123')).toBe(
      'https://www.cars.example/cars-for-sale/vehicle/700000123',
    );
  });

  it('emails a subject and a body with the URL, both encoded', () => {
    const url = 'https://www.cars.example/cars-for-sale/vehicle/700000123';
    const href = new URL(mailtoHref('Used 2017 Ford F-150 XL & more', url));
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('');
    expect(href.searchParams.get('subject')).toBe('Take a look at this Used 2017 Ford F-150 XL & more');
    expect(href.searchParams.get('body')).toBe(`I found this Used 2017 Ford F-150 XL & more for sale:\n${url}`);
  });
});
