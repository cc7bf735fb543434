import { describe, expect, it } from '@jest/globals';
import {
  acceptClarification,
  clarificationOf,
  compactName,
  dismissalKey,
  isOptedOut,
  keywordOf,
  needsModelLookup,
  optedOutIn,
  optOutCookie,
  type ModelCandidate,
} from '../../web/src/search/clarification';
import type { NamingGroupLike } from '../../web/src/search/groups';
import { parseParams } from '../../web/src/search/queryState';

/** The model-name clarification (docs/rules/filters.md#model-name-clarification). */

const option = (label: string, value: string, parent: string | null = null) => ({
  label,
  value,
  parent,
  disabled: false,
});
const MAKES = [
  option('Ford', 'FORD'),
  option('Honda', 'HONDA'),
  option('Toyota', 'TOYOTA'),
  option('Kia', 'KIA'),
  option('Mazda', 'MAZDA'),
  option('BMW', 'BMW'),
  option('Nissan', 'NISSAN'),
];
/** The groups of a search: every make, and the models the search lists (of its makes, or chosen). */
const groups = (...models: ReturnType<typeof option>[]): NamingGroupLike[] => [
  { name: 'makeCode', options: MAKES },
  { name: 'modelCode', options: models },
];
const TOYOTA_MODELS = [option('Camry', 'CAMRY', 'TOYOTA'), option('Corolla Cross', 'COROLLACROSS', 'TOYOTA')];
const FORD_MODELS = [option('F-150', 'F150PICKUP', 'FORD'), option('F-150 Lightning', 'F150LIGHTNING', 'FORD')];

/** A keyword suggestion of a model, as the gateway answers keywordSuggestions. */
const model = (label: string, makeCode: string, modelCode: string): ModelCandidate => ({
  label,
  type: 'model',
  parameters: [
    { name: 'makeCode', values: [makeCode] },
    { name: 'modelCode', values: [modelCode] },
  ],
});
const CAMRY = model('Toyota Camry', 'TOYOTA', 'CAMRY');
const F150 = [
  model('Ford F-150', 'FORD', 'F150PICKUP'),
  model('Ford F-150 Lightning', 'FORD', 'F150LIGHTNING'),
  model('Ford F-250 Super Duty', 'FORD', 'F250SD'),
];
const CIVIC = model('Honda Civic', 'HONDA', 'CIVIC');

const of = (query: string, candidates?: ModelCandidate[], ...models: ReturnType<typeof option>[]) =>
  clarificationOf(parseParams(query), groups(...models), candidates);

describe('a keyword that is a model name without its make', () => {
  it.each([
    ['keyword=camry', 'Toyota Camry', [CAMRY], 'TOYOTA', 'CAMRY'],
    ['keyword=f150', 'Ford F-150', F150, 'FORD', 'F150PICKUP'],
    ['keyword=f-150', 'Ford F-150', F150, 'FORD', 'F150PICKUP'],
    ['keyword=F%20150', 'Ford F-150', F150, 'FORD', 'F150PICKUP'],
    ['keyword=civic', 'Honda Civic', [CIVIC], 'HONDA', 'CIVIC'],
    ['keyword=Toyota%20Camry', 'Toyota Camry', [CAMRY], 'TOYOTA', 'CAMRY'],
  ])('%s → %s', (query, label, candidates, makeCode, modelCode) => {
    expect(of(query, candidates)).toEqual({ label, makeCode, modelCode, fromKeyword: true });
  });

  it('suggests nothing for a prefix, a typo or another kind of suggestion', () => {
    expect(of('keyword=cam', [CAMRY])).toBeUndefined();
    expect(of('keyword=camri', [CAMRY])).toBeUndefined();
    expect(of('keyword=f15', F150)).toBeUndefined();
    expect(of('keyword=toyota', [{ ...CAMRY, type: 'make' }])).toBeUndefined();
    expect(of('keyword=camry', [{ ...CAMRY, type: 'research', label: 'Toyota Camry Reviews' }])).toBeUndefined();
  });

  it('suggests nothing when the name is a model of several makes', () => {
    const twins = [model('Toyota Camry', 'TOYOTA', 'CAMRY'), model('Kia Camry', 'KIA', 'KIACAMRY')];
    expect(of('keyword=camry', twins)).toBeUndefined();
  });

  it('suggests nothing before the suggestions have answered, or for a make the groups do not list', () => {
    expect(of('keyword=camry', undefined)).toBeUndefined();
    expect(of('keyword=camry', [model('Lexus Camry', 'LEXUS', 'CAMRY')])).toBeUndefined();
  });

  it('looks the keyword up only with no make and no model chosen, and a keyword of 2 to 50 characters', () => {
    expect(needsModelLookup(parseParams('keyword=camry'))).toBe(true);
    expect(needsModelLookup(parseParams('keyword=camry&zip=30301'))).toBe(true);
    expect(needsModelLookup(parseParams('keyword=camry&makeCode=TOYOTA'))).toBe(false);
    expect(needsModelLookup(parseParams('keyword=camry&modelCode=CAMRY'))).toBe(false);
    expect(needsModelLookup(parseParams('makeCode=TOYOTA'))).toBe(false);
    expect(needsModelLookup(parseParams('keyword=c'))).toBe(false);
    expect(needsModelLookup(parseParams(`keyword=${'a'.repeat(51)}`))).toBe(false);
    expect(keywordOf(parseParams('keyword=F-150'))).toBe('f150');
  });
});

describe('a make chosen and the keyword naming one of its models', () => {
  it('suggests that model of the chosen make, from the filter groups', () => {
    expect(of('keyword=camry&makeCode=TOYOTA', undefined, ...TOYOTA_MODELS)).toEqual({
      label: 'Toyota Camry',
      makeCode: 'TOYOTA',
      modelCode: 'CAMRY',
      fromKeyword: true,
    });
    expect(of('keyword=corolla-cross&makeCode=TOYOTA', undefined, ...TOYOTA_MODELS)?.modelCode).toBe('COROLLACROSS');
    expect(of('keyword=f150&makeCode=FORD&makeCode=TOYOTA', undefined, ...FORD_MODELS, ...TOYOTA_MODELS)).toEqual({
      label: 'Ford F-150',
      makeCode: 'FORD',
      modelCode: 'F150PICKUP',
      fromKeyword: true,
    });
  });

  it('suggests nothing when the keyword is no model of the chosen makes, or one of two of them', () => {
    expect(of('keyword=civic&makeCode=TOYOTA', [CIVIC], ...TOYOTA_MODELS)).toBeUndefined();
    const twins = [...TOYOTA_MODELS, option('Camry', 'KIACAMRY', 'KIA')];
    expect(of('keyword=camry&makeCode=KIA&makeCode=TOYOTA', undefined, ...twins)).toBeUndefined();
  });
});

describe('a model chosen whose make is not', () => {
  it("suggests the model's make, named by the model's option", () => {
    expect(of('modelCode=CAMRY', undefined, option('Camry', 'CAMRY', 'TOYOTA'))).toEqual({
      label: 'Toyota Camry',
      makeCode: 'TOYOTA',
      modelCode: 'CAMRY',
      fromKeyword: false,
    });
    expect(of('makeCode=HONDA&modelCode=CAMRY', undefined, option('Camry', 'CAMRY', 'TOYOTA'))?.makeCode).toBe(
      'TOYOTA',
    );
  });

  it('suggests nothing when the make and model are already chosen, whatever the keyword says', () => {
    expect(of('makeCode=TOYOTA&modelCode=CAMRY', undefined, ...TOYOTA_MODELS)).toBeUndefined();
    expect(of('keyword=camry&makeCode=TOYOTA&modelCode=CAMRY', [CAMRY], ...TOYOTA_MODELS)).toBeUndefined();
    expect(of('keyword=civic&makeCode=TOYOTA&modelCode=CAMRY', [CIVIC], ...TOYOTA_MODELS)).toBeUndefined();
  });

  it('suggests nothing that would need a sixth make', () => {
    const five = 'makeCode=BMW&makeCode=FORD&makeCode=HONDA&makeCode=KIA&makeCode=MAZDA';
    expect(of(`${five}&modelCode=CAMRY`, undefined, option('Camry', 'CAMRY', 'TOYOTA'))).toBeUndefined();
  });
});

describe('the answers', () => {
  it('Yes adds the make and model, drops the keyword that named the model, and resets the paging', () => {
    const params = parseParams('keyword=camry&zip=30301&page=3&sortBy=yearDESC');
    const next = acceptClarification(params, of('keyword=camry', [CAMRY])!);
    expect(next).toEqual({ zip: ['30301'], sortBy: ['yearDESC'], makeCode: ['TOYOTA'], modelCode: ['CAMRY'] });
  });

  it('Yes for a chosen model adds its make beside the chosen ones and keeps the keyword', () => {
    const params = parseParams('keyword=red&makeCode=HONDA&modelCode=CAMRY');
    const next = acceptClarification(params, clarificationOf(params, groups(option('Camry', 'CAMRY', 'TOYOTA')), [])!);
    expect(next).toEqual({ keyword: ['red'], makeCode: ['HONDA', 'TOYOTA'], modelCode: ['CAMRY'] });
  });

  it('No dismisses the suggestion for this search, whatever page of it; another search is another key', () => {
    const clarification = of('keyword=camry', [CAMRY])!;
    const key = (query: string) => dismissalKey(parseParams(query), clarification);
    expect(key('keyword=camry&page=2')).toBe(key('keyword=camry'));
    expect(key('keyword=camry&zip=30301')).not.toBe(key('keyword=camry'));
  });

  it("'Don't show me this again' is a cookie of a year for the whole site, read by the page and the server", () => {
    expect(optOutCookie()).toBe('mm_no_model_prompt=1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(optedOutIn('a=b; mm_no_model_prompt=1; mm_wallet=1_2_3_4')).toBe(true);
    expect(optedOutIn('mm_no_model_prompt=0; xmm_no_model_prompt=1')).toBe(false);
    expect(isOptedOut('1')).toBe(true);
    expect(isOptedOut(undefined)).toBe(false);
    expect(isOptedOut('yes')).toBe(false);
  });

  it('compares names by their letters and digits only', () => {
    expect(compactName('Mercedes-Benz C-Class')).toBe('mercedesbenzcclass');
    expect(compactName('Citroën')).toBe('citroen');
  });
});
