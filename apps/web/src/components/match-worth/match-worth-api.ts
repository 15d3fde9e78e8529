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

/** The same preview for two players of a championship before their match exists (the schedule screen). */
export const pairWorthQuery = (championshipId: string, homePlayerId: number, awayPlayerId: number) =>
  queryOptions({
    queryKey: ['championships', championshipId, 'match-worth', homePlayerId, awayPlayerId],
    queryFn: ({ signal }) =>
      api.get<TMatchWorthResponse>(`/api/championships/${championshipId}/match-worth`, {
        query: { homePlayerId, awayPlayerId },
        signal,
      }),
    staleTime: 60_000,
  });
