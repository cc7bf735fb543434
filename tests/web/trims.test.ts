import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client';
import {
  buildPriceHref,
  chosenFuelType,
  defaultFuelType,
  epaText,
  fuelTypeLabel,
  fuelTypeOptions,
  isRetryable,
  parseBuildPriceParams,
  priceRangeText,
  resolveBuildPrice,
  searchOwnerId,
  trimSrpHref,
  trimsOfFuelType,
  type TrimFacts,
} from '../../web/src/research/trims';
import {
  CLOSED_TRIMS_MODAL,
  closeTrimsModal,
  createTrimsModalStore,
  openTrimsModal,
  togglePreorderTrim,
} from '../../web/src/research/trimsModal';
import { parseQueryString } from '../../contracts/search';

const trim = (trimCode: string, fuelType: string, over: Partial<TrimFacts> = {}): TrimFacts => ({
  trimCode,
  trimName: trimCode,
  fuelType,
  epaCity: 30,
  epaHwy: 38,
  epaMpgeCity: null,
  epaMpgeHwy: null,
  ...over,
});

const CIVIC = [
  trim('LX', 'Gasoline'),
  trim('SPORT', 'Gasoline'),
  trim('SPORTHYBRID', 'Hybrid'),
  trim('SI', 'Gasoline'),
];

describe('fuel types (docs/rules/trims.md#fuel-types)', () => {
  it("labels Gasoline 'Gas' and the others by their label", () => {
    expect(fuelTypeLabel('Gasoline')).toBe('Gas');
    expect(fuelTypeLabel('Plug-in Hybrid')).toBe('Plug-in Hybrid');
    expect(fuelTypeLabel('Diesel')).toBe('Diesel');
  });

  it('lists the distinct fuel types in the display order, with their counts', () => {
    const trims = [
      trim('A', 'Diesel'),
      trim('B', 'Gasoline'),
      trim('C', 'Alternative'),
      trim('D', 'Plug-in Hybrid'),
      trim('E', 'Electric'),
      trim('F', 'Gasoline'),
    ];
    expect(fuelTypeOptions(trims)).toEqual([
      { value: 'Electric', fuelType: 'Electric', count: 1 },
      { value: 'Gas', fuelType: 'Gasoline', count: 2 },
      { value: 'Plug-in Hybrid', fuelType: 'Plug-in Hybrid', count: 1 },
      { value: 'Diesel', fuelType: 'Diesel', count: 1 },
      { value: 'Alternative', fuelType: 'Alternative', count: 1 },
    ]);
    expect(fuelTypeOptions([])).toEqual([]);
  });

  it('chooses Gas first when the model has gas trims, else the first option', () => {
    expect(defaultFuelType(fuelTypeOptions(CIVIC))).toBe('Gas');
    expect(defaultFuelType(fuelTypeOptions([trim('A', 'Hybrid'), trim('B', 'Electric')]))).toBe('Electric');
    expect(defaultFuelType([])).toBeUndefined();
  });

  it("keeps the shopper's choice while the trims have it", () => {
    const options = fuelTypeOptions(CIVIC);
    expect(chosenFuelType(options, 'Hybrid')).toBe('Hybrid');
    expect(chosenFuelType(options, 'Electric')).toBe('Gas');
    expect(chosenFuelType(options, undefined)).toBe('Gas');
  });

  it('shows only the trims of the chosen fuel type, in order', () => {
    expect(trimsOfFuelType(CIVIC, 'Gas').map((t) => t.trimCode)).toEqual(['LX', 'SPORT', 'SI']);
    expect(trimsOfFuelType(CIVIC, 'Hybrid').map((t) => t.trimCode)).toEqual(['SPORTHYBRID']);
    expect(trimsOfFuelType(CIVIC, 'Diesel')).toEqual([]);
  });
});

describe('the table (docs/rules/trims.md#the-table)', () => {
  it('shows mpg city/highway, or MPGe for an electric or plug-in hybrid trim', () => {
    expect(epaText(trim('A', 'Gasoline'))).toBe('30/38 mpg');
    expect(epaText(trim('E', 'Electric', { epaCity: null, epaHwy: null, epaMpgeCity: 120, epaMpgeHwy: 105 }))).toBe(
      '120/105 MPGe',
    );
    expect(epaText(trim('X', 'Hydrogen', { epaCity: null, epaHwy: null }))).toBeNull();
  });

  it('writes a price range, one price when both ends agree, nothing without listings', () => {
    expect(priceRangeText(21500, 27990)).toBe('$21,500–$27,990');
    expect(priceRangeText(25000, 25000)).toBe('$25,000');
    expect(priceRangeText(null, null)).toBeNull();
  });

  it('retries failures outside GraphQL and the errors the gateway marks retryable', () => {
    expect(isRetryable(new Error('Failed to fetch'))).toBe(true);
    const upstream = new CombinedGraphQLErrors({
      errors: [{ message: 'down', extensions: { code: 'UPSTREAM_ERROR', retryable: true } }],
    });
    expect(isRetryable(upstream)).toBe(true);
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', field: 'makeCode' } }],
    });
    expect(isRetryable(refused)).toBe(false);
  });
});

describe('Custom Order Yours (docs/rules/trims.md#custom-order-yours)', () => {
  it('links to the build-price page with make, model, owner, trim, year and zip', () => {
    expect(
      buildPriceHref({
        makeCode: 'HONDA',
        modelCode: 'CIVIC',
        trimCode: 'SPORT',
        year: 2024,
        zip: '30301',
        ownerId: '1234',
      }),
    ).toBe('/build-price?makeCode=HONDA&modelCode=CIVIC&ownerId=1234&trimCode=SPORT&year=2024&zip=30301');
  });

  it('leaves out an owner that is not there, and a zip that is not 5 digits', () => {
    expect(buildPriceHref({ makeCode: 'HONDA', modelCode: 'CIVIC', trimCode: 'LX', year: 2024 })).toBe(
      '/build-price?makeCode=HONDA&modelCode=CIVIC&trimCode=LX&year=2024',
    );
    expect(
      buildPriceHref({ makeCode: 'HONDA', modelCode: 'CIVIC', trimCode: 'LX', year: 2024, zip: '3030', ownerId: '' }),
    ).toBe('/build-price?makeCode=HONDA&modelCode=CIVIC&trimCode=LX&year=2024');
  });

  it('passes on the owner only when the search names exactly one', () => {
    expect(searchOwnerId(parseQueryString('showcaseOwnerId=555&zip=30301'))).toBe('555');
    expect(searchOwnerId(parseQueryString('showcaseOwnerId=555&showcaseOwnerId=777'))).toBeUndefined();
    expect(searchOwnerId(parseQueryString('zip=30301'))).toBeUndefined();
  });

  it('reads back what it writes', () => {
    const target = { makeCode: 'HONDA', modelCode: 'CIVIC', trimCode: 'SPORT', year: 2024, zip: '30301', ownerId: '9' };
    const href = buildPriceHref(target);
    expect(parseBuildPriceParams(href.slice(href.indexOf('?')))).toEqual({ ok: true, target });
  });
});

describe('build-price parameters (docs/rules/trims.md#build-price-parameters)', () => {
  it('reads codes in any case, a MODEL|TRIM trim code, and leaves out what is not given', () => {
    expect(parseBuildPriceParams('?makeCode=honda&modelCode=civic&trimCode=CIVIC%7Csport&year=2024')).toEqual({
      ok: true,
      target: { makeCode: 'HONDA', modelCode: 'CIVIC', trimCode: 'SPORT', year: 2024 },
    });
  });

  it('names every missing parameter', () => {
    const parsed = parseBuildPriceParams('');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((p) => p.param)).toEqual(['makeCode', 'modelCode', 'trimCode', 'year']);
    expect(parsed.problems[3].message).toMatch(/^year is missing/);
  });

  it('says why a malformed parameter is refused', () => {
    const parsed = parseBuildPriceParams(
      'makeCode=HONDA&modelCode=CIV%20IC&trimCode=LX&year=24&zip=3030x&ownerId=%3Cscript%3E',
    );
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { param: 'modelCode', message: expect.stringMatching(/^modelCode 'CIV IC' is not a code/) },
        { param: 'year', message: expect.stringMatching(/^year '24' is not a model year/) },
        { param: 'zip', message: expect.stringMatching(/^zip '3030x' is not a ZIP Code/) },
        { param: 'ownerId', message: expect.stringMatching(/^ownerId '<script>' is not an owner id/) },
      ],
    });
    expect(parseBuildPriceParams('makeCode=A&modelCode=B&trimCode=C&year=1899').ok).toBe(false);
    expect(parseBuildPriceParams('makeCode=A&modelCode=B&trimCode=C&year=2101').ok).toBe(false);
  });

  it("finds the year's trim, or names the parameter it does not match", () => {
    const target = { makeCode: 'HONDA', modelCode: 'CIVIC', trimCode: 'SPORT', year: 2024 };
    const years = [{ year: 2024, trims: CIVIC }];
    expect(resolveBuildPrice(target, years)).toEqual({ kind: 'trim', trim: CIVIC[1], trims: CIVIC });
    expect(resolveBuildPrice({ ...target, trimCode: 'EX' }, years)).toMatchObject({
      kind: 'problem',
      status: 404,
      problem: { param: 'trimCode', message: expect.stringContaining('LX, SPORT, SPORTHYBRID, SI') },
    });
    expect(resolveBuildPrice(target, [])).toMatchObject({ kind: 'problem', problem: { param: 'modelCode' } });
  });

  it("links to the results of the trim's make, model, trim, year and zip", () => {
    expect(trimSrpHref({ makeCode: 'HONDA', modelCode: 'CIVIC', trimCode: 'SPORT', year: 2024, zip: '30301' })).toBe(
      '/cars-for-sale?endYear=2024&makeCode=HONDA&modelCode=CIVIC&startYear=2024&trimCode=CIVIC%7CSPORT&zip=30301',
    );
    expect(trimSrpHref({ makeCode: 'HONDA', modelCode: 'CIVIC', trimCode: 'LX', year: 2023 })).toBe(
      '/cars-for-sale?endYear=2023&makeCode=HONDA&modelCode=CIVIC&startYear=2023&trimCode=CIVIC%7CLX',
    );
  });
});

describe('the trims modal (docs/rules/trims.md#closing-the-modal)', () => {
  const civic = { makeCode: 'HONDA', modelCode: 'CIVIC', year: 2024 };
  const withPreorder = togglePreorderTrim(openTrimsModal(CLOSED_TRIMS_MODAL, civic), 'SPORT');

  it('opens on a model, which becomes the active one', () => {
    expect(withPreorder).toEqual({ open: true, activeModel: civic, preorderTrims: ['SPORT'] });
    expect(togglePreorderTrim(withPreorder, 'SPORT').preorderTrims).toEqual([]);
  });

  it('resets the active model on close unless the trims tab is open, and always clears the preorder trims', () => {
    expect(closeTrimsModal(withPreorder, false)).toEqual({ open: false, activeModel: null, preorderTrims: [] });
    expect(closeTrimsModal(withPreorder, true)).toEqual({ open: false, activeModel: civic, preorderTrims: [] });
  });

  it('tells its listeners, and closing a closed modal changes nothing', () => {
    const store = createTrimsModalStore();
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.state().open));
    store.close(false);
    store.open(civic);
    store.togglePreorderTrim('LX');
    store.close(true);
    store.close(false);
    unsubscribe();
    expect(seen).toEqual([true, true, false]);
    expect(store.state()).toEqual({ open: false, activeModel: civic, preorderTrims: [] });
  });
});
