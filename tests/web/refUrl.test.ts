import { describe, expect, it } from '@jest/globals';
import { safeRefUrl, signInHref } from '../../web/src/account/refUrl';

describe('safeRefUrl (where sign-in returns to)', () => {
  it.each([
    ['/cars-for-sale?makeCode=FORD&zip=30301', '/cars-for-sale?makeCode=FORD&zip=30301'],
    ['/account/saved-searches', '/account/saved-searches'],
    ['/cars-for-sale/vehicle/123#photos', '/cars-for-sale/vehicle/123#photos'],
    ['/', '/'],
  ])('keeps a path of this site: %s', (raw, expected) => {
    expect(safeRefUrl(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,hi'],
    ['evil.example'],
    ['cars-for-sale'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /cars-for-sale'],
    ['%2F%2Fevil.example'],
  ])('sends anything else to /cars-for-sale: %j', (raw) => {
    expect(safeRefUrl(raw)).toBe('/cars-for-sale');
  });

  it('never leaves the site, whatever the path resolves to', () => {
    expect(safeRefUrl('/a/../../b')).toBe('/b');
    expect(safeRefUrl('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('signInHref', () => {
  it('links to the sign-in page with where to come back', () => {
    const href = signInHref('/cars-for-sale?makeCode=FORD&zip=30301');
    const url = new URL(href, 'https://site.example');
    expect(url.pathname).toBe('/account/sign-in');
    expect(url.searchParams.get('refUrl')).toBe('/cars-for-sale?makeCode=FORD&zip=30301');
    expect(url.searchParams.has('defaultScreen')).toBe(false);
  });

  it('opens the sign-up screen when asked', () => {
    const url = new URL(signInHref('/cars-for-sale', true), 'https://site.example');
    expect(url.searchParams.get('defaultScreen')).toBe('signup');
  });
});
