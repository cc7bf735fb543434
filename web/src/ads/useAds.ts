import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFeature } from '../ssr/page';
import type { Params } from '../search/queryState';
import { AD_TEXTS, FIXED_AD_SLOT_ID, slotShown } from './constants';
import { AdsQuery } from './documents';
import { adSlotInputs } from './slots';
import type { Ad, AdSlotInput } from './types';

/** What the ad server targets: the search's ZIP code, makes and body styles. */
function targeting(params: Params) {
  return {
    zip: params.zip?.[0],
    makeCodes: params.makeCode?.slice(0, 5),
    bodyStyleCodes: params.vehicleStyleCode?.slice(0, 10),
  };
}

/**
 * The ads of the shown search's slots (docs/rules/ads-client.md#asking-for-ads): asked once the
 * results are shown (`search` set), for the slots laid out on this screen, and again for the slots
 * each further batch adds. slotId → the ad, null when nothing fits or the request failed (logged),
 * absent while undecided. A new search starts afresh.
 */
export function useAds(search: string | undefined, params: Params, loaded: number) {
  const client = useApolloClient();
  const adsOn = useFeature('ads');
  const [ads, setAds] = useState<{ search?: string; slots: ReadonlyMap<string, Ad | null> }>({ slots: new Map() });
  const asked = useRef<{ search?: string; count: number }>({ count: 0 });
  const paramsRef = useRef(params);
  useEffect(() => {
    paramsRef.current = params;
  }, [params]);

  const request = useCallback(
    async (slots: AdSlotInput[]) => {
      const { data } = await client.query({
        query: AdsQuery,
        variables: { input: { slots, ...targeting(paramsRef.current) } },
        fetchPolicy: 'no-cache',
      });
      return data?.ads ?? null;
    },
    [client],
  );

  useEffect(() => {
    if (!adsOn || search === undefined || loaded === 0) return;
    const since = asked.current.search === search ? asked.current.count : 0;
    if (since >= loaded) return;
    asked.current = { search, count: loaded };
    const slots = adSlotInputs(loaded, {
      sinceCount: since,
      shown: (id) => slotShown(document.querySelector(`[data-ad-slot="${id}"]`)),
    });
    if (slots.length === 0) return;
    const settle = (fills: ReadonlyArray<{ slotId: string; ad: Ad | null }>) =>
      setAds((current) => {
        const next = new Map(current.search === search ? current.slots : []);
        for (const fill of fills) next.set(fill.slotId, fill.ad);
        return { search, slots: next };
      });
    request(slots).then(
      (fills) => settle(fills ?? slots.map((s) => ({ slotId: s.id, ad: null }))),
      (failure: unknown) => {
        console.error(AD_TEXTS.failed, failure);
        settle(slots.map((s) => ({ slotId: s.id, ad: null })));
      },
    );
  }, [adsOn, search, loaded, request]);

  /** The fixed ad's loader: one decision for its slot. */
  const loadFixed = useCallback(async () => {
    const fills = await request([{ id: FIXED_AD_SLOT_ID, kind: 'FIXED' }]);
    return fills?.[0]?.ad ?? null;
  }, [request]);

  return { slots: ads.search === search ? ads.slots : EMPTY, loadFixed };
}

const EMPTY: ReadonlyMap<string, Ad | null> = new Map();
