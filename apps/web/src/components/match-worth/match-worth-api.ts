import { queryOptions } from '@tanstack/react-query';
import type { TMatchWorthResponse } from '@tennis/contracts';
import { api } from '../../lib/api-client';

/** What a win in a Regular Season match not yet played would give each side (computed by the server, never stored). */
export const matchWorthQuery = (matchId: number) =>
  queryOptions({
    queryKey: ['matches', matchId, 'worth'],
    queryFn: ({ signal }) => api.get<TMatchWorthResponse>(`/api/matches/${matchId}/worth`, { signal }),
    staleTime: 60_000,
  });
