import { first, fromEntries, parseQueryString, toQueryString } from '../../../contracts/search';

describe('parseQueryString', () => {
  test('reads a query string with or without the leading ?', () => {
    expect(parseQueryString('?zip=30301&searchRadius=50')).toEqual({ zip: ['30301'], searchRadius: ['50'] });
    expect(parseQueryString('zip=30301&searchRadius=50')).toEqual({ zip: ['30301'], searchRadius: ['50'] });
  });

  test('repeated keys and comma lists both give several values', () => {
    expect(parseQueryString('makeCode=FORD,TOYOTA&makeCode=HONDA')).toEqual({ makeCode: ['FORD', 'TOYOTA', 'HONDA'] });
  });

  test('URL-decodes names and values, + as a space', () => {
    expect(parseQueryString('city=New+York&trimCode=CAMRY%7CLE&state=N%59')).toEqual({
      city: ['New York'],
      trimCode: ['CAMRY|LE'],
      state: ['NY'],
    });
  });

  test('folds makeCode1-3 and makeCodeList into makeCode, in the order they appear', () => {
    expect(
      parseQueryString('makeCode2=HONDA&makeCode=FORD&makeCodeList=BMW,AUDI&makeCode1=KIA&makeCode3=MAZDA'),
    ).toEqual({
      makeCode: ['HONDA', 'FORD', 'BMW', 'AUDI', 'KIA', 'MAZDA'],
    });
  });

  test('folds modelCode1-3 and modelCodeList into modelCode, trimCodeList into trimCode', () => {
    expect(
      parseQueryString('modelCode1=CAMRY&modelCodeList=F150&modelCode2=CIVIC&modelCode3=CX5&trimCodeList=CAMRY|LE'),
    ).toEqual({
      modelCode: ['CAMRY', 'F150', 'CIVIC', 'CX5'],
      trimCode: ['CAMRY|LE'],
    });
  });

  test('drops empty values and parameters left without any', () => {
    expect(parseQueryString('zip=&makeCode=,FORD,,&modelCode=%20&sortBy')).toEqual({ makeCode: ['FORD'] });
  });

  test('de-duplicates values keeping the first occurrence', () => {
    expect(parseQueryString('makeCode=TOYOTA&makeCode=FORD,TOYOTA&makeCode1=FORD')).toEqual({
      makeCode: ['TOYOTA', 'FORD'],
    });
  });

  test('a parameter named __proto__ is an ordinary parameter', () => {
    const params = parseQueryString('__proto__=x&zip=30301');
    expect(Object.keys(params)).toEqual(['__proto__', 'zip']);
    expect(params['__proto__']).toEqual(['x']);
  });
});

describe('fromEntries', () => {
  test('reads lists the way a query string is read', () => {
    expect(
      fromEntries([
        ['makeCode1', ['FORD']],
        ['makeCode', ['TOYOTA,FORD', ' ']],
        ['zip', []],
      ]),
    ).toEqual({ makeCode: ['FORD', 'TOYOTA'] });
  });
});

describe('toQueryString', () => {
  test('writes one key per value, URL-encoded', () => {
    expect(toQueryString({ makeCode: ['FORD', 'TOYOTA'], city: ['New York'], trimCode: ['CAMRY|LE'] })).toBe(
      'makeCode=FORD&makeCode=TOYOTA&city=New%20York&trimCode=CAMRY%7CLE',
    );
  });

  test('is the inverse of parseQueryString', () => {
    const params = { makeCode: ['FORD', 'TOYOTA'], city: ['Saint Paul'], minPrice: ['20000'], featureCode: ['1306'] };
    expect(parseQueryString(toQueryString(params))).toEqual(params);
  });

  test('an empty search is the empty string', () => {
    expect(toQueryString({})).toBe('');
  });
});

describe('first', () => {
  test('a single-valued parameter is read as its first value', () => {
    expect(first({ zip: ['30301', '10001'] }, 'zip')).toBe('30301');
    expect(first({}, 'zip')).toBeUndefined();
  });
});
