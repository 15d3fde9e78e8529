import { queryOptions } from '@tanstack/react-query';
import {
  SEARCH_MIN_LENGTH,
  type TGlobalSearchResponse,
  type THeadToHeadResponse,
  type TPlayerDetailsResponse,
} from '@tennis/contracts';
import type { PlayerOption } from '../../../components/player-picker/player-picker';
import { api } from '../../../lib/api-client';

/** GET /api/head-2-head: the two players, their splits and meetings. */
export const headToHeadQuery = (player1Id: number, player2Id: number) =>
  queryOptions({
    queryKey: ['head-to-head', player1Id, player2Id],
    queryFn: ({ signal }) =>
      api.get<THeadToHeadResponse>('/api/head-2-head', { query: { player1Id, player2Id }, signal }),
    staleTime: 30_000,
  });

/** One chosen player's name while the other is still to choose: the profile's basics. */
export const chosenPlayerQuery = (id: number) =>
  queryOptions({
    queryKey: ['players', id, 'basics'],
    queryFn: ({ signal }) => api.get<TPlayerDetailsResponse>(`/api/players/${id}`, { signal }),
    staleTime: 60_000,
  });

/** The picker's players: the public search, players only (at least 3 characters, at most 20, Greeklish too). */
export const playerSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['global-search', 'players', term],
    queryFn: async ({ signal }): Promise<PlayerOption[]> => {
      if (term.length < SEARCH_MIN_LENGTH) return [];
      const answer = await api.get<TGlobalSearchResponse>('/api/global-search', {
        query: { q: term, scope: 'players' },
        signal,
      });
      return answer.data.players.map((hit) => ({ playerId: hit.id, displayName: hit.title }));
    },
    staleTime: 30_000,
  });
