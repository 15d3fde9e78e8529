import { queryOptions } from '@tanstack/react-query';
import type { TGlobalSearchResponse } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/global-search?q=…&scope=all: players, tournaments and championships. */
export const globalSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['global-search', term],
    queryFn: ({ signal }) =>
      api.get<TGlobalSearchResponse>('/api/global-search', { query: { q: term, scope: 'all' }, signal }),
    staleTime: 30_000,
    // A failed search closes the palette and shows the error at once (spec 1 §8).
    retry: false,
  });
