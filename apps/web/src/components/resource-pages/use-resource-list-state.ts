import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TResourceMeta } from '@tennis/contracts';
import {
  listStateFromSearchParams,
  listStateToSearchParams,
  type ListState,
  type ListStateRules,
} from './model/list-query';
import { resourceListQuery, type ResourceRef } from './api/resource-api';

function rulesOf(meta: TResourceMeta): ListStateRules {
  return {
    defaultSort: meta.defaultSort,
    defaultSortDir: meta.defaultSortDir,
    filterNames: meta.fields.filter((f) => f.filterable).map((f) => f.name),
    sortableNames: meta.fields.filter((f) => f.sortable).map((f) => f.name),
  };
}

/**
 * The records of the page, sort and filters the URL names, so a link or the back button shows the
 * same list; `go` moves the list by changing the URL.
 */
export function useResourceListState(ref: ResourceRef, meta: TResourceMeta) {
  const [searchParams, setSearchParams] = useSearchParams();
  const rules = useMemo(() => rulesOf(meta), [meta]);
  const state = listStateFromSearchParams(searchParams, rules);
  const list = useQuery(resourceListQuery(ref, state));
  const go = (next: ListState) => setSearchParams(listStateToSearchParams(next, rules, searchParams));

  // After a deletion empties the last page, step back to the new last page.
  const lastPage = list.data?.meta.lastPage;
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && state.page > lastPage) {
      setSearchParams(listStateToSearchParams({ ...state, page: lastPage }, rules, searchParams), { replace: true });
    }
  }, [lastPage, state, rules, searchParams, setSearchParams]);
  return { state, go, list };
}
