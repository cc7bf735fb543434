import { buildBreadcrumbs, formatPrice, type BreadcrumbContext } from '../../gateway/search/breadcrumbs';
import type { SearchParams } from '../../contracts/search';

const NAMES: Record<string, Record<string, string>> = {
  makeCode: { TOYOTA: 'Toyota', FORD: 'Ford' },
  modelCode: { CAMRY: 'Camry', TRANSIT: 'Transit' },
  trimCode: { 'CAMRY|LE': 'LE' },
  vehicleStyleCode: { SUVCROSS: 'SUV / Crossover', VANMV: 'Van / Minivan', TRUCKS: 'Truck' },
  fuelTypeGroup: { HYB: 'Hybrid' },
};
const ctx: BreadcrumbContext = { brand: 'motormart', label: (group, code) => NAMES[group]?.[code] };
const crumbs = (params: SearchParams, over: Partial<BreadcrumbContext> = {}) =>
  buildBreadcrumbs(params, { ...ctx, ...over });
const labels = (params: SearchParams, over: Partial<BreadcrumbContext> = {}) =>
  crumbs(params, over).map((c) => c.label);
const crumb = (params: SearchParams, kind: string, over: Partial<BreadcrumbContext> = {}) =>
  crumbs(params, over).find((c) => c.kind === kind);

const FULL: SearchParams = {
  zip: ['30301'],
  searchRadius: ['50'],
  sellerType: ['d'],
  listingType: ['USED'],
  vehicleStyleCode: ['SUVCROSS'],
  makeCode: ['TOYOTA'],
  modelCode: ['CAMRY'],
  trimCode: ['CAMRY|LE'],
  startYear: ['2020'],
  endYear: ['2020'],
  minPrice: ['20000'],
  maxPrice: ['30000'],
  fuelTypeGroup: ['HYB'],
  mpgRange: ['30-MPG'],
  electricMileRange: ['100-199'],
  sortBy: ['derivedpriceASC'],
};

describe('trail order', () => {
  test('home, page, location, owner, condition, style, make, model, trim, year, price, fuelType, mpg, electricRange', () => {
    expect(crumbs(FULL, { locationLabel: 'Atlanta, GA' }).map((c) => [c.kind, c.label])).toEqual([
      ['home', 'Home'],
      ['page', 'Cars for Sale'],
      ['location', 'Atlanta, GA'],
      ['owner', 'Dealer'],
      ['condition', 'Used Cars for Sale'],
      ['style', 'SUV / Crossover'],
      ['make', 'Toyota'],
      ['model', 'Camry'],
      ['trim', 'LE'],
      ['year', '2020'],
      ['price', 'Between $20,000 - $30,000'],
      ['fuelType', 'Hybrid'],
      ['mpg', '30+ MPG'],
      ['electricRange', '100-199 Miles'],
    ]);
  });

  test('only crumbs whose parameters are present', () => {
    expect(crumbs({ makeCode: ['FORD'], minPrice: ['5000'] }).map((c) => c.kind)).toEqual([
      'home',
      'page',
      'make',
      'price',
    ]);
  });
});

describe('hrefs', () => {
  test('each crumb links to the results page with the trail up to and including it, in canonical form', () => {
    const trail = crumbs({
      zip: ['30301'],
      searchRadius: ['50'],
      listingType: ['USED'],
      makeCode: ['TOYOTA'],
      modelCode: ['CAMRY'],
      sortBy: ['yearDESC'],
    });
    expect(trail.map((c) => [c.kind, c.href])).toEqual([
      ['home', '/'],
      ['page', '/cars-for-sale'],
      ['location', '/cars-for-sale?searchRadius=50&zip=30301'],
      ['condition', '/cars-for-sale?listingType=USED&searchRadius=50&zip=30301'],
      ['make', '/cars-for-sale?listingType=USED&makeCode=TOYOTA&searchRadius=50&zip=30301'],
      ['model', '/cars-for-sale?listingType=USED&makeCode=TOYOTA&modelCode=CAMRY&searchRadius=50&zip=30301'],
    ]);
  });

  test('the trim crumb encodes its |', () => {
    expect(crumb(FULL, 'trim')?.href).toContain('trimCode=CAMRY%7CLE');
  });

  test('the year and price crumbs hold both their bounds', () => {
    expect(crumb({ startYear: ['2018'], endYear: ['2022'] }, 'year')?.href).toBe(
      '/cars-for-sale?endYear=2022&startYear=2018',
    );
    expect(crumb({ minPrice: ['1'], maxPrice: ['2'] }, 'price')?.href).toBe('/cars-for-sale?maxPrice=2&minPrice=1');
  });
});

describe("'Home' and 'Cars for Sale'", () => {
  test('the trail starts Home, Cars for Sale', () => {
    expect(labels({})).toEqual(['Home', 'Cars for Sale']);
  });

  test("'Commercial Vehicles for Sale' under the commercial experience, which its href keeps", () => {
    expect(crumb({}, 'page', { experience: 'commercial' })).toEqual({
      kind: 'page',
      label: 'Commercial Vehicles for Sale',
      href: '/cars-for-sale?experience=commercial',
    });
    expect(crumb({ experience: ['commercial'] }, 'page')?.label).toBe('Commercial Vehicles for Sale');
  });

  test('another experience is a mode, not a place: the page crumb leaves it out', () => {
    expect(crumb({ experience: ['best-deals'] }, 'page')).toEqual({
      kind: 'page',
      label: 'Cars for Sale',
      href: '/cars-for-sale',
    });
  });
});

describe('condition prefix', () => {
  test.each([
    ['USED', 'Used Cars for Sale'],
    ['CERTIFIED', 'Certified Cars for Sale'],
    ['NEW', 'New Cars for Sale'],
  ])('%s reads %s', (listingType, label) => {
    expect(crumb({ listingType: [listingType] }, 'condition')?.label).toBe(label);
  });

  test('on commercial vehicles', () => {
    expect(crumb({ listingType: ['NEW'] }, 'condition', { experience: 'commercial' })?.label).toBe(
      'New Commercial Vehicles for Sale',
    );
  });

  test('3P_CERT is looked up as USED, and its href keeps 3P_CERT', () => {
    expect(crumb({ listingType: ['3P_CERT'] }, 'condition')).toEqual({
      kind: 'condition',
      label: 'Used Cars for Sale',
      href: '/cars-for-sale?listingType=3P_CERT',
    });
  });

  test('several listing types, or an unknown one, give no condition crumb', () => {
    expect(crumb({ listingType: ['USED', 'NEW'] }, 'condition')).toBeUndefined();
    expect(crumb({ listingType: ['SALVAGE'] }, 'condition')).toBeUndefined();
  });
});

describe("'By Owner' or 'Dealer'", () => {
  test("seller type p is 'By Owner'", () => {
    expect(crumb({ sellerType: ['p'] }, 'owner')).toEqual({
      kind: 'owner',
      label: 'By Owner',
      href: '/cars-for-sale?sellerType=p',
    });
  });

  test("seller type d is 'Dealer'", () => {
    expect(crumb({ sellerType: ['d'] }, 'owner')?.label).toBe('Dealer');
  });

  test('both seller types give no owner crumb', () => {
    expect(crumb({ sellerType: ['p', 'd'] }, 'owner')).toBeUndefined();
  });
});

describe("'Over', 'Under' and 'Between' prices", () => {
  test("'Over {price}' with only a minimum", () => {
    expect(crumb({ minPrice: ['20000'] }, 'price')?.label).toBe('Over $20,000');
  });

  test("'Under {price}' with only a maximum", () => {
    expect(crumb({ maxPrice: ['15000'] }, 'price')?.label).toBe('Under $15,000');
  });

  test("'Between {min} - {max}' with both", () => {
    expect(crumb({ minPrice: ['5000'], maxPrice: ['1250000'] }, 'price')?.label).toBe('Between $5,000 - $1,250,000');
  });

  test('prices are whole dollars with thousands separators', () => {
    expect(formatPrice('0')).toBe('$0');
    expect(formatPrice('999')).toBe('$999');
    expect(formatPrice('20000')).toBe('$20,000');
  });
});

describe("'Commercial {style}' and 'Van'", () => {
  test('a style is named as its filter option', () => {
    expect(crumb({ vehicleStyleCode: ['TRUCKS'] }, 'style')?.label).toBe('Truck');
    expect(crumb({ vehicleStyleCode: ['VANMV'] }, 'style')?.label).toBe('Van / Minivan');
  });

  test("'Commercial {style}' under the commercial experience", () => {
    expect(crumb({ vehicleStyleCode: ['TRUCKS'] }, 'style', { experience: 'commercial' })?.label).toBe(
      'Commercial Truck',
    );
  });

  test("'Van / Minivan' becomes 'Van' for commercial", () => {
    expect(crumb({ vehicleStyleCode: ['VANMV'] }, 'style', { experience: 'commercial' })?.label).toBe('Commercial Van');
  });

  test('a style without a name shows its code', () => {
    expect(crumb({ vehicleStyleCode: ['LIMO'] }, 'style')?.label).toBe('LIMO');
  });
});

describe('make, model and trim', () => {
  test('named by the label lookup', () => {
    expect(labels({ makeCode: ['TOYOTA'], modelCode: ['CAMRY'], trimCode: ['CAMRY|LE'] })).toEqual([
      'Home',
      'Cars for Sale',
      'Toyota',
      'Camry',
      'LE',
    ]);
  });

  test('a trim without a name shows the part after |', () => {
    expect(crumb({ makeCode: ['TOYOTA'], modelCode: ['CAMRY'], trimCode: ['CAMRY|XSE'] }, 'trim')?.label).toBe('XSE');
  });

  test("a 'make|trim' follows its make when no model is chosen", () => {
    expect(crumbs({ makeCode: ['TOYOTA'], trimCode: ['TOYOTA|LE'] }).map((c) => c.kind)).toEqual([
      'home',
      'page',
      'make',
      'trim',
    ]);
  });

  test('only a single chosen make gives a make crumb, and a model or trim needs its parent crumb', () => {
    expect(
      crumbs({ makeCode: ['TOYOTA', 'FORD'], modelCode: ['CAMRY'], trimCode: ['CAMRY|LE'] }).map((c) => c.kind),
    ).toEqual(['home', 'page']);
    expect(
      crumbs({ makeCode: ['TOYOTA'], modelCode: ['CAMRY', 'COROLLA'], trimCode: ['CAMRY|LE'] }).map((c) => c.kind),
    ).toEqual(['home', 'page', 'make']);
  });
});

describe('single year', () => {
  test('a single year when start and end are equal', () => {
    expect(crumb({ startYear: ['2021'], endYear: ['2021'] }, 'year')?.label).toBe('2021');
  });

  test('a range when they differ', () => {
    expect(crumb({ startYear: ['2018'], endYear: ['2022'] }, 'year')?.label).toBe('2018 - 2022');
  });

  test('no year crumb with only one bound', () => {
    expect(crumb({ startYear: ['2018'] }, 'year')).toBeUndefined();
    expect(crumb({ endYear: ['2018'] }, 'year')).toBeUndefined();
  });
});

describe("fuel type, mpg with '+' and '{n} Miles'", () => {
  test('a fuel type is named by the label lookup', () => {
    expect(crumb({ fuelTypeGroup: ['HYB'] }, 'fuelType')?.label).toBe('Hybrid');
  });

  test("mpg is shown with '+'", () => {
    expect(crumb({ mpgRange: ['40-MPG'] }, 'mpg')?.label).toBe('40+ MPG');
  });

  test("electric range is shown as '{n} Miles', the open top range with '+'", () => {
    expect(crumb({ electricMileRange: ['200-299'] }, 'electricRange')?.label).toBe('200-299 Miles');
    expect(crumb({ electricMileRange: ['300-'] }, 'electricRange')?.label).toBe('300+ Miles');
  });
});

describe('location', () => {
  test('named by the zip lookup, else city and state, else the zip', () => {
    expect(crumb({ zip: ['30301'] }, 'location', { locationLabel: 'Atlanta, GA' })?.label).toBe('Atlanta, GA');
    expect(crumb({ city: ['Atlanta'], state: ['GA'] }, 'location')?.label).toBe('Atlanta, GA');
    expect(crumb({ zip: ['30301'] }, 'location')?.label).toBe('30301');
  });

  test('a radius alone is no location', () => {
    expect(crumb({ searchRadius: ['100'] }, 'location')).toBeUndefined();
  });
});

describe("the car-maker brand's set", () => {
  const carMaker = { brand: 'halden' as const };

  test('its home crumb goes to /cars-for-sale', () => {
    expect(crumbs({}, carMaker)).toEqual([{ kind: 'home', label: 'Home', href: '/cars-for-sale' }]);
  });

  test('home, condition, make, model, trim and year only', () => {
    expect(crumbs(FULL, carMaker).map((c) => [c.kind, c.label])).toEqual([
      ['home', 'Home'],
      ['condition', 'Used Cars for Sale'],
      ['make', 'Toyota'],
      ['model', 'Camry'],
      ['trim', 'LE'],
      ['year', '2020'],
    ]);
  });

  test('its hrefs hold only the parameters of its own trail', () => {
    expect(crumb(FULL, 'make', carMaker)?.href).toBe('/cars-for-sale?listingType=USED&makeCode=TOYOTA');
  });

  test('the valuation brand uses the standard set', () => {
    expect(crumbs({}, { brand: 'fairvalue' }).map((c) => c.kind)).toEqual(['home', 'page']);
  });
});
