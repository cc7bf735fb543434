import { describe, expect, it } from '@jest/globals';
import { urgencyLabel, viewersLabel } from '../../web/src/listing/urgency';

const reason = (urgencyDriverType: string, urgencyDriverValue = '') => ({
  vehicleHighlight: { urgencyDriverType, urgencyDriverValue },
});

describe('the urgency label of a card (docs/rules/results.md#urgency-labels)', () => {
  it.each([
    ['PRICE_REDUCED', 'Great Price', 'Reduced Price!'],
    ['NEWLY_LISTED', 'Newly Listed', 'Newly Listed'],
    ['WARRANTY', 'Certified Warranty', 'Certified Warranty'],
    ['RETURN', 'Money Back Guarantee', 'Money Back Guarantee'],
    ['INCENTIVES', '$2,150 Below MSRP', '$2,150 Below MSRP'],
    ['DEALER_INCENTIVE', '$500 Dealer Cash', '$500 Dealer Cash'],
    ['VIEW_COUNT', 'Act Quick!', 'Act Quick!'],
  ])('%s (%s) reads %s', (type, value, label) => {
    expect(urgencyLabel(reason(type, value))).toBe(label);
  });

  it('words an incentive the service left empty itself', () => {
    expect(urgencyLabel(reason('INCENTIVES', ' '))).toBe('Incentives Available');
    expect(urgencyLabel(reason('DEALER_INCENTIVE'))).toBe('Dealer Incentive');
  });

  it('falls back to Act Quick! for a car without a reason viewed more than 3 times', () => {
    expect(urgencyLabel({ vehicleHighlight: null, viewCount: 4 })).toBe('Act Quick!');
    expect(urgencyLabel({ vehicleHighlight: null, viewCount: 3 })).toBeNull();
    expect(urgencyLabel({ vehicleHighlight: null, viewCount: null })).toBeNull();
  });

  it('keeps the reason over the view count', () => {
    expect(urgencyLabel({ ...reason('NEWLY_LISTED', 'Newly Listed'), viewCount: 50 })).toBe('Newly Listed');
  });

  it('an unknown reason with no words falls back to the view count', () => {
    expect(urgencyLabel({ ...reason('SOMETHING_NEW'), viewCount: 9 })).toBe('Act Quick!');
  });
});

describe('the viewers line', () => {
  it('says N Viewers only above 3', () => {
    expect(viewersLabel({ viewCount: 4 })).toBe('4 Viewers');
    expect(viewersLabel({ viewCount: 3 })).toBeNull();
    expect(viewersLabel({ viewCount: null })).toBeNull();
  });
});
