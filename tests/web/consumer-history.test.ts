/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ApolloClient } from '@apollo/client';
import { CONTACT_STORAGE_KEYS } from '../../web/src/contact/constants';
import { contactedIds } from '../../web/src/contact/store';
import { CONSUMER_HISTORY_REFRESH_MS, STORAGE_KEYS } from '../../web/src/still-interested/constants';
import { refreshHistory } from '../../web/src/still-interested/history';
import { historyDue, parseStoredHistory } from '../../web/src/still-interested/rules';
import { recentlyViewed, storedHistory } from '../../web/src/still-interested/store';

/*
 * The consumer history in the browser (docs/rules/history.md#in-the-browser): asked for at most
 * every 2 minutes, a failure only logged, and what it says merged into the browser's lists. The
 * gateway is stood in for by a client whose query answers as told (its own tests are
 * tests/gateway/consumer-history.test.ts).
 */

const T0 = Date.parse('2026-11-29T12:00:00.000Z');
const stored = (askedAt: number, signedIn = false) => ({ askedAt, signedIn, viewed: [], contacted: [] });

describe('when the history is asked for', () => {
  it('is due never asked, 2 minutes after the last ask, after a sign-in change, or when the clock went back', () => {
    expect(historyDue(null, false, T0)).toBe(true);
    expect(historyDue(stored(T0), false, T0 + CONSUMER_HISTORY_REFRESH_MS - 1)).toBe(false);
    expect(historyDue(stored(T0), false, T0 + CONSUMER_HISTORY_REFRESH_MS)).toBe(true);
    expect(historyDue(stored(T0), true, T0 + 1)).toBe(true);
    expect(historyDue(stored(T0), false, T0 - 1)).toBe(true);
  });

  it('reads only a well-formed stored history', () => {
    expect(parseStoredHistory(null)).toBeNull();
    expect(parseStoredHistory('{oops')).toBeNull();
    expect(parseStoredHistory('{"askedAt":"soon","signedIn":false}')).toBeNull();
    expect(parseStoredHistory('{"askedAt":5,"signedIn":true,"viewed":["12","x",12],"contacted":"no"}')).toEqual({
      askedAt: 5,
      signedIn: true,
      viewed: ['12'],
      contacted: [],
    });
  });
});

describe('refreshHistory', () => {
  let answer: () => Promise<unknown>;
  const query = jest.fn(() => answer());
  const client = { query } as unknown as ApolloClient;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const history = (viewed: string[], contacted: string[], signedIn = false) => ({
    data: { me: { signedIn, history: { viewedListingIds: viewed, contactedListingIds: contacted, fetchedAt: 'x' } } },
  });

  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'signed_in=; max-age=0; path=/';
    query.mockClear();
    warn.mockClear();
  });
  afterEach(() => localStorage.clear());

  it("asks once, merges a visitor's viewed cars and the contacted sellers behind the browser's own, then waits 2 minutes", async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(['1', '2']));
    localStorage.setItem(CONTACT_STORAGE_KEYS.contacted, JSON.stringify(['9']));
    answer = () => Promise.resolve(history(['2', '3'], ['4', '9']));

    await refreshHistory(client, T0);
    expect(query).toHaveBeenCalledTimes(1);
    expect(recentlyViewed()).toEqual(['1', '2', '3']);
    expect(contactedIds()).toEqual(['9', '4']);
    expect(storedHistory()).toEqual({ askedAt: T0, signedIn: false, viewed: ['2', '3'], contacted: ['4', '9'] });

    await refreshHistory(client, T0 + CONSUMER_HISTORY_REFRESH_MS - 1);
    expect(query).toHaveBeenCalledTimes(1);
    await refreshHistory(client, T0 + CONSUMER_HISTORY_REFRESH_MS);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it("leaves a signed-in consumer's viewed list to the account sync, and asks again after signing in", async () => {
    answer = () => Promise.resolve(history(['5'], []));
    await refreshHistory(client, T0);
    document.cookie = 'signed_in=1; path=/';
    localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(['1']));
    answer = () => Promise.resolve(history(['7'], [], true));
    await refreshHistory(client, T0 + 1);
    expect(query).toHaveBeenCalledTimes(2);
    expect(recentlyViewed()).toEqual(['1']);
    expect(storedHistory()).toMatchObject({ signedIn: true, viewed: ['7'] });
  });

  it('a failure is logged to the console only, changes no list and is not retried before 2 minutes', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(['1']));
    answer = () => Promise.reject(new Error('Failed to fetch'));
    await expect(refreshHistory(client, T0)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('consumer history: the fetch failed', 'Failed to fetch');
    expect(recentlyViewed()).toEqual(['1']);
    await refreshHistory(client, T0 + 1000);
    expect(query).toHaveBeenCalledTimes(1);

    // A history null (the events service down) is the same.
    answer = () => Promise.resolve({ data: { me: { signedIn: false, history: null } } });
    await refreshHistory(client, T0 + CONSUMER_HISTORY_REFRESH_MS);
    expect(query).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith('consumer history: no answer');
    expect(recentlyViewed()).toEqual(['1']);
  });
});
