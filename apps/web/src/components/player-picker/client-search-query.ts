import { queryOptions } from '@tanstack/react-query';
import type { TClientSearchResponse } from '@tennis/contracts';
import { api } from '../../lib/api-client';

/**
 * GET /api/clients/search: the players whose name matches the term (the host's clients; every player for an admin;
 * at most 20, spec 3 §5); with a gender (0 men, 1 women), only those.
 */
export const clientSearchQuery = (term: string, gender?: number) =>
  queryOptions({
    queryKey: ['clients-search', term, gender ?? null],
    queryFn: ({ signal }) =>
      api
        .get<TClientSearchResponse>('/api/clients/search', { query: { q: term, gender }, signal })
        .then((answer) => answer.data),
    staleTime: 30_000,
  });
