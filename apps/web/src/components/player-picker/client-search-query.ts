import { queryOptions } from '@tanstack/react-query';
import { ZClientSearchResponse } from '@tennis/contracts';
import { api } from '../../lib/api-client';

/** GET /api/clients/search: the players whose name matches the term (the host's clients; every player for an admin; at most 20, spec 3 §5). */
export const clientSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['clients-search', term],
    queryFn: ({ signal }) =>
      api
        .get('/api/clients/search', { schema: ZClientSearchResponse, query: { q: term }, signal })
        .then((answer) => answer.data),
    staleTime: 30_000,
  });
