import { describe, expect, it } from '@jest/globals';
import { pageNumber } from '../../contracts/search';
import { MAX_RESTORED_BATCHES } from '../../web/src/search/constants';
import { heroHeading } from '../../web/src/search/heading';
import type { GroupLike } from '../../web/src/search/groups';
import { isLastPage, loadedBatchesOf } from '../../web/src/search/paging';
import { canAddMake, showElectricRange, showFuelEconomy, showThirdRowPrompt } from '../../web/src/search/panels';
import { priceError, priceValue, sanitisePriceInput } from '../../web/src/search/price';
import { parseParams } from '../../web/src/search/queryState';
import { shownOnce } from '../../web/src/results/rules';

const option = (label: string, value: string, count: number) => ({
  label,
  value,
  count,
  selected: false,
  disabled: count <= 0,
});
const group = (name: string, options: ReturnType<typeof option>[]): GroupLike => ({
  name,
  label: name,
  collapsed: true,
  value: [],
  options,
});

describe('price inputs', () => {
  it('keep only digits, commas and $, at most 10 characters, without decimals or leading zeros', () => {
    expect(sanitisePriceInput('$12,500.99')).toBe('$12,500');
    expect(sanitisePriceInput('abc12')).toBe('12');
    expect(sanitisePriceInput('12345678901234')).toBe('1234567890');
    expect(sanitisePriceInput('00500')).toBe('500');
    expect(sanitisePriceInput('$0500')).toBe('$500');
    expect(sanitisePriceInput('0')).toBe('0');
  });

  it('read as whole dollars', () => {
    expect(priceValue('$12,500')).toBe(12500);
    expect(priceValue('$')).toBeUndefined();
  });

  it('give the three errors of the rule, exactly', () => {
    expect(priceError(10000, 10000)).toBe('Min and Max price cannot be the same.');
    expect(priceError(20000, 10000)).toBe('Max price must be greater than Min price.');
    expect(priceError(undefined, 0)).toBe('Max price must be greater than 0.');
    expect(priceError(10000, 20000)).toBeUndefined();
    expect(priceError(10000, undefined)).toBeUndefined();
  });

  it('say a max of 0 must be greater than 0, even below a min', () => {
    expect(priceError(10000, 0)).toBe('Max price must be greater than 0.');
  });
});

describe('infinite scroll paging', () => {
  it('stops at the maximum: the last page is reached at ceil(count / 30)', () => {
    expect(isLastPage(30, 95)).toBe(false);
    expect(isLastPage(90, 95)).toBe(false);
    expect(isLastPage(95, 95)).toBe(true);
    expect(isLastPage(30, 30)).toBe(true);
  });

  it('reads a page number back as the batches loaded when it was written, within the limit', () => {
    for (let loaded = 60; loaded <= 270; loaded += 30)
      expect(loadedBatchesOf(String(pageNumber(loaded)))).toBe(loaded / 30);
    expect(loadedBatchesOf(undefined)).toBe(1);
    expect(loadedBatchesOf('1')).toBe(1);
    expect(loadedBatchesOf('2')).toBe(1);
    expect(loadedBatchesOf('0')).toBe(1);
    expect(loadedBatchesOf('-3')).toBe(1);
    expect(loadedBatchesOf('2.5')).toBe(1);
    expect(loadedBatchesOf('three')).toBe(1);
    expect(loadedBatchesOf('1e3')).toBe(MAX_RESTORED_BATCHES);
    expect(loadedBatchesOf(String(MAX_RESTORED_BATCHES + 1))).toBe(MAX_RESTORED_BATCHES);
    expect(loadedBatchesOf('999999')).toBe(MAX_RESTORED_BATCHES);
  });
});

describe('panel rules', () => {
  it('hides electric range when every specified option is disabled, ignoring Unspecified', () => {
    expect(
      showElectricRange(
        group('electricMileRange', [option('Unspecified', 'UNSPEC', 9), option('100-199 Miles', '100-199', 0)]),
      ),
    ).toBe(false);
    expect(showElectricRange(group('electricMileRange', [option('100-199 Miles', '100-199', 2)]))).toBe(true);
  });

  it('hides fuel economy when all options are disabled or the only fuel type is electric', () => {
    const mpg = group('mpgRange', [option('30+ MPG', '30-MPG', 4)]);
    const fuels = group('fuelTypeGroup', [option('Electric', 'ELE', 4), option('Gasoline', 'GSL', 8)]);
    expect(showFuelEconomy(mpg, fuels, {})).toBe(true);
    expect(showFuelEconomy(group('mpgRange', [option('30+ MPG', '30-MPG', 0)]), fuels, {})).toBe(false);
    expect(showFuelEconomy(mpg, fuels, parseParams('fuelTypeGroup=ELE'))).toBe(false);
    expect(
      showFuelEconomy(mpg, group('fuelTypeGroup', [option('Electric', 'ELE', 4), option('Gasoline', 'GSL', 0)]), {}),
    ).toBe(false);
  });

  it('prompts for third-row seating only for an SUV search without it, when the option is there', () => {
    const features = group('featureCode', [option('Third Row Seating', '1306', 3)]);
    expect(showThirdRowPrompt(parseParams('vehicleStyleCode=SUVCROSS'), features)).toBe(true);
    expect(showThirdRowPrompt(parseParams('vehicleStyleCode=SEDAN'), features)).toBe(false);
    expect(showThirdRowPrompt(parseParams('vehicleStyleCode=SUVCROSS&featureCode=1306'), features)).toBe(false);
    expect(showThirdRowPrompt(parseParams('vehicleStyleCode=SUVCROSS'), group('featureCode', []))).toBe(false);
  });

  it('offers another make until 5 are chosen', () => {
    expect(canAddMake(4)).toBe(true);
    expect(canAddMake(5)).toBe(false);
    expect(canAddMake(1, true)).toBe(false);
  });
});

describe('the hero heading', () => {
  it('names the condition, the vehicle and the place', () => {
    const crumbs = [
      { kind: 'home', label: 'Home' },
      { kind: 'page', label: 'Cars for Sale' },
      { kind: 'location', label: 'Atlanta, GA' },
      { kind: 'condition', label: 'Used Cars for Sale' },
      { kind: 'make', label: 'Ford' },
      { kind: 'model', label: 'F-150' },
    ];
    expect(heroHeading(crumbs)).toBe('Used Ford F-150 for Sale near Atlanta, GA');
    expect(heroHeading([{ kind: 'page', label: 'Cars for Sale' }])).toBe('Cars for Sale');
  });
});

describe('the loaded batches as shown', () => {
  const slot = (id: string, placement = 'MAIN') => ({ placement, listing: { id } });

  it('leave out a later placed slot whose car an earlier slot showed; organic results always stay', () => {
    const first = [slot('1', 'PREMIUM_SPOTLIGHT'), slot('2'), slot('3')];
    const second = [
      slot('3', 'FEATURED_SPOTLIGHT'),
      slot('4'),
      slot('1'),
      slot('5', 'NEW_CAR_BOOST'),
      slot('2', 'NEW_CAR_BOOST'),
    ];
    expect(shownOnce([...first, ...second]).map((s) => `${s.listing.id}:${s.placement}`)).toEqual([
      '1:PREMIUM_SPOTLIGHT',
      '2:MAIN',
      '3:MAIN',
      '4:MAIN',
      '1:MAIN',
      '5:NEW_CAR_BOOST',
    ]);
  });

  it('hand back the same array when nothing repeats', () => {
    const results = [slot('1', 'PREMIUM_SPOTLIGHT'), slot('2'), slot('3', 'NEW_CAR_BOOST')];
    expect(shownOnce(results)).toBe(results);
    expect(shownOnce([])).toEqual([]);
  });
});
