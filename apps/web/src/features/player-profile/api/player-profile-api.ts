import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TMatch, TPlayerDetailsResponse, TPlayerMatchList, TPlayerStatsResponse } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

// The profile's calls (spec 3 §7 "Player details load", stats, matches): one
// fetcher each, cached under keys that name the player.

/** Everything the profile page shows, in one call. */
const PROFILE_INCLUDES = {
  includeRecentResults: 1,
  includeAchievements: 1,
  includeCurrentForm: 1,
  includeCurrentRank: 1,
  includeWalletInfo: 1,
} as const;

export const playerProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['players', id, 'profile'],
    queryFn: ({ signal }) => api.get<TPlayerDetailsResponse>(`/api/players/${id}`, { query: PROFILE_INCLUDES, signal }),
    staleTime: 30_000,
  });

/** The basics only: the name and years the matches and statistics pages need. */
export const playerBasicsQuery = (id: number) =>
  queryOptions({
    queryKey: ['players', id, 'basics'],
    queryFn: ({ signal }) => api.get<TPlayerDetailsResponse>(`/api/players/${id}`, { signal }),
    staleTime: 60_000,
  });

export type PlayerMatchesFilters = { year?: number; kind?: TMatch['kind']; page: number; pageLength: number };

export const playerMatchesQuery = (id: number, filters: PlayerMatchesFilters) =>
  queryOptions({
    queryKey: ['players', id, 'matches', filters],
    queryFn: ({ signal }) => api.get<TPlayerMatchList>(`/api/players/${id}/matches`, { query: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const playerStatsQuery = (id: number, year: number) =>
  queryOptions({
    queryKey: ['players', id, 'stats', year],
    queryFn: ({ signal }) =>
      api.get<TPlayerStatsResponse>(`/api/players/${id}/stats`, {
        query: { year, includeResultsPerSurface: 1 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
