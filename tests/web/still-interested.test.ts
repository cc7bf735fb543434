import { describe, expect, it } from '@jest/globals';
import {
  RECENTLY_VIEWED_LIMIT,
  STILL_INTERESTED,
  STILL_INTERESTED_LIST_SIZE,
  STORAGE_KEYS,
} from '../../web/src/still-interested/constants';
import {
  inBatches,
  mergeViewed,
  parseStoredIds,
  recordView,
  shouldSendList,
  stillInterestedLabel,
  stillInterestedList,
  viewsToRecord,
} from '../../web/src/still-interested/rules';
import {
  dismiss,
  dismissedIds,
  lastSentVins,
  recentlyViewed,
  rememberView,
  saveSentVins,
} from '../../web/src/still-interested/store';

const car = (over: Partial<Parameters<typeof stillInterestedLabel>[0]> = {}) => ({
  viewCount: 0,
  vehicleHighlight: null,
  pricingDetail: { dealIndicator: null as string | null },
  ...over,
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('labels (docs/rules/still-interested.md#labels)', () => {
  it('says Reduced Price! for a reduced car, before anything else', () => {
    const reduced = { urgencyDriverType: 'PRICE_REDUCED', urgencyDriverValue: '' };
    expect(
      stillInterestedLabel(
        car({ vehicleHighlight: reduced, viewCount: 12, pricingDetail: { dealIndicator: 'GREAT' } }),
      ),
    ).toBe('Reduced Price!');
  });

  it('counts viewers when more than 3 viewed the car, before the deal rating', () => {
    expect(stillInterestedLabel(car({ viewCount: 4, pricingDetail: { dealIndicator: 'GREAT' } }))).toBe('4 Viewers');
    expect(stillInterestedLabel(car({ viewCount: 3, pricingDetail: { dealIndicator: 'GREAT' } }))).toBe('Great Price');
  });

  it('names a great or good price from the deal indicator, and no other rating', () => {
    expect(stillInterestedLabel(car({ pricingDetail: { dealIndicator: 'GOOD' } }))).toBe('Good Price');
    expect(stillInterestedLabel(car({ pricingDetail: { dealIndicator: 'FAIR' } }))).toBe(STILL_INTERESTED);
    expect(stillInterestedLabel(car({ pricingDetail: { dealIndicator: 'HIGH' } }))).toBe(STILL_INTERESTED);
  });

  it('asks Still interested? otherwise, whatever other urgency reason the car has', () => {
    const newly = { urgencyDriverType: 'NEWLY_LISTED', urgencyDriverValue: '' };
    expect(stillInterestedLabel(car({ vehicleHighlight: newly, viewCount: null }))).toBe('Still interested?');
  });
});

describe('recently viewed (docs/rules/still-interested.md#recently-viewed)', () => {
  it('puts the car opened first, once', () => {
    expect(recordView(['3', '2', '1'], '2')).toEqual(['2', '3', '1']);
    expect(recordView([], '9')).toEqual(['9']);
  });

  it('keeps at most RECENTLY_VIEWED_LIMIT, dropping the oldest', () => {
    const full = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => String(i + 1));
    const next = recordView(full, '100');
    expect(next).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(next[0]).toBe('100');
    expect(next).not.toContain(String(RECENTLY_VIEWED_LIMIT));
  });

  it('merges on sign-in: the browser first, then the account, no repeats, capped', () => {
    expect(mergeViewed(['5', '4'], ['4', '1', '2'])).toEqual(['5', '4', '1', '2']);
    const many = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => String(i + 100));
    expect(mergeViewed(['1'], many)).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it('the still-interested list is the 10 most recent', () => {
    expect(STILL_INTERESTED_LIST_SIZE).toBe(10);
    const viewed = Array.from({ length: 15 }, (_, i) => String(i + 1));
    expect(stillInterestedList(viewed)).toEqual(viewed.slice(0, 10));
  });

  it('reads a stored list defensively: ids only, no repeats, capped', () => {
    expect(parseStoredIds('["1","x","1",2,"3"]', 10)).toEqual(['1', '3']);
    expect(parseStoredIds('{not json', 10)).toEqual([]);
    expect(parseStoredIds('{"a":1}', 10)).toEqual([]);
    expect(parseStoredIds(null, 10)).toEqual([]);
    expect(parseStoredIds('["1","2","3"]', 2)).toEqual(['1', '2']);
  });

  it('batches ids by the listings(ids) bound', () => {
    expect(inBatches(['1', '2', '3', '4', '5', '6', '7'], 5)).toEqual([
      ['1', '2', '3', '4', '5'],
      ['6', '7'],
    ]);
    expect(inBatches([], 5)).toEqual([]);
  });
});

describe('sending the list (docs/rules/still-interested.md#sending-the-list)', () => {
  const signedIn = { consumerId: 'u1', email: 'a@example.com' };

  it('sends a list never sent, or one that changed', () => {
    expect(shouldSendList(['V1', 'V2'], null, signedIn)).toBe(true);
    expect(shouldSendList(['V1', 'V2', 'V3'], ['V1', 'V2'], signedIn)).toBe(true);
    expect(shouldSendList(['V2', 'V1'], ['V1', 'V2'], signedIn)).toBe(true);
  });

  it('does not send the same list again', () => {
    expect(shouldSendList(['V1', 'V2'], ['V1', 'V2'], signedIn)).toBe(false);
  });

  it('sends only for a shopper known by a consumer id or an email, and never an empty list', () => {
    expect(shouldSendList(['V1'], null, {})).toBe(false);
    expect(shouldSendList(['V1'], null, { consumerId: null, email: null })).toBe(false);
    expect(shouldSendList(['V1'], null, { email: 'a@example.com' })).toBe(true);
    expect(shouldSendList(['V1'], null, { consumerId: 'u1' })).toBe(true);
    expect(shouldSendList([], null, signedIn)).toBe(false);
  });
});

describe('storage (docs/rules/still-interested.md#storage)', () => {
  it('remembers views, dismissed cars and the last list sent under their keys', () => {
    const storage = memoryStorage();
    rememberView('1', storage);
    rememberView('2', storage);
    rememberView('1', storage);
    expect(recentlyViewed(storage)).toEqual(['1', '2']);
    expect(JSON.parse(storage.map.get(STORAGE_KEYS.recentlyViewed)!)).toEqual(['1', '2']);

    dismiss(['2'], storage);
    dismiss(['5', '2'], storage);
    expect(dismissedIds(storage).sort()).toEqual(['2', '5']);

    expect(lastSentVins(storage)).toBeNull();
    saveSentVins(['V1'], storage);
    expect(lastSentVins(storage)).toEqual(['V1']);
  });

  it('lives without storage when the browser refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberView('1', refusing)).toEqual(['1']);
    expect(recentlyViewed(refusing)).toEqual([]);
  });
});

describe('signing in (docs/rules/still-interested.md#signing-in)', () => {
  it('merges the two lists on the first visit signed in, the browser first', () => {
    expect(viewsToRecord(['3', '1'], ['1', '7'], true)).toEqual(['3', '1', '7']);
    expect(viewsToRecord([], ['1', '7'], true)).toEqual([]);
    expect(viewsToRecord(['1', '7'], ['1', '7', '9'], true)).toEqual([]);
  });

  it('after, sends the car just viewed and the views the account has not recorded yet', () => {
    expect(viewsToRecord(['5', '1', '7'], ['1', '7'], false, '5')).toEqual(['5']);
    expect(viewsToRecord(['6', '5', '1', '7'], ['1', '7'], false, '6')).toEqual(['6', '5']);
    expect(viewsToRecord(['6', '5', '1'], ['9', '1'], false)).toEqual(['6', '5']);
    expect(viewsToRecord(['4'], [], false)).toEqual(['4']);
  });

  it("sends nothing when the account already starts with them, nor the browser list over another device's", () => {
    expect(viewsToRecord(['1', '7'], ['1', '7'], false, '1')).toEqual([]);
    expect(viewsToRecord(['1', '7'], ['1', '7'], false)).toEqual([]);
    expect(viewsToRecord(['2', '3'], ['8', '9'], false)).toEqual([]);
  });
});
