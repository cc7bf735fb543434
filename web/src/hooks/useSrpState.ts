import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SRP_PATH } from '../../../contracts/search';
import { parseParams, toSearch, type Params } from '../search/queryState';

/**
 * The SRP's state is its URL (docs/rules/pages.md#shoppers-actions): the query parameters, and a way to move to the next state.
 * Every search change is a history entry, so Back restores the previous search; paging replaces.
 */
export function useSrpState() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseParams(search), [search]);
  const go = useCallback(
    (next: Params, options: { replace?: boolean } = {}) => {
      void navigate(
        { pathname: SRP_PATH, search: toSearch(next) },
        { replace: options.replace ?? false, preventScrollReset: options.replace ?? false },
      );
    },
    [navigate],
  );
  return { params, go };
}
