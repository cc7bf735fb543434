import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SRP_PATH } from '../../../contracts/search';
import { parseParams, rebase, toSearch, type Params } from '../search/queryState';
import { recordFilters } from '../events/record';

/**
 * The SRP's state is its URL (docs/rules/pages.md#shoppers-actions): the query parameters, and a way to move to the next state.
 * Every search change is a history entry, so Back restores the previous search; paging replaces.
 * A change is made on the URL as it is when it is made (rebase, docs/rules/pages.md#quick-and-early-changes): a handler of an older render (a
 * second quick change, a choice made before hydration) changes only what it meant to change.
 */
export function useSrpState() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseParams(search), [search]);
  const go = useCallback(
    (next: Params, options: { replace?: boolean } = {}) => {
      // The browser's URL changes at once on navigate(); this render's location only on the next render.
      const onSrp = typeof window !== 'undefined' && window.location.pathname === SRP_PATH;
      const latest = onSrp ? parseParams(window.location.search) : params;
      const rebased = rebase(params, next, latest);
      recordFilters(latest, rebased); // filter_changed (docs/rules/events-client.md#events)
      void navigate(
        { pathname: SRP_PATH, search: toSearch(rebased) },
        { replace: options.replace ?? false, preventScrollReset: options.replace ?? false },
      );
    },
    [navigate, params],
  );
  return { params, go };
}
