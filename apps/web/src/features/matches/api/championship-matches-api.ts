import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZChampionshipMatchList,
  ZChampionshipPlayerOptions,
  ZChampionshipScheduleForm,
  ZMatchResponse,
  ZMessageResponse,
  type TChampionshipMatchFilters,
  type TChampionshipMatchScheduleRequest,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';

export type MatchListQuery = TChampionshipMatchFilters & { page: number; pageLength: number };

const championshipMatchesQuery = (championshipId: string, query: MatchListQuery) =>
  queryOptions({
    queryKey: [...MATCHES_KEY, 'championship', championshipId, query],
    queryFn: ({ signal }) =>
      api.get(`/api/championships/${championshipId}/matches`, { query, schema: ZChampionshipMatchList, signal }),
    placeholderData: keepPreviousData,
  });

export const useChampionshipMatches = (championshipId: string, query: MatchListQuery) =>
  useQuery(championshipMatchesQuery(championshipId, query));

export const useScheduleForm = (championshipId: string) =>
  useQuery({
    queryKey: ['championship-schedule-form', championshipId],
    queryFn: ({ signal }) =>
      api.get(`/api/championships/${championshipId}/matches/schedule-form`, {
        schema: ZChampionshipScheduleForm,
        signal,
      }),
  });

/** The championship's approved players matching the term (any length, at most 20), for the player picker. */
export const championshipPlayersQuery = (championshipId: string, q: string) =>
  queryOptions({
    queryKey: ['championship-players', championshipId, q],
    queryFn: ({ signal }) =>
      api
        .get(`/api/championships/${championshipId}/players`, {
          query: { q },
          schema: ZChampionshipPlayerOptions,
          signal,
        })
        .then((answer) => answer.data),
  });

export function useScheduleChampionshipMatch(championshipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TChampionshipMatchScheduleRequest) =>
      api.post(`/api/championships/${championshipId}/matches/schedule`, body, { schema: ZMatchResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: MATCHES_KEY }),
  });
}

export function useDeleteChampionshipMatch(championshipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) =>
      api.delete(`/api/championships/${championshipId}/matches/${matchId}`, { schema: ZMessageResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: MATCHES_KEY }),
  });
}

/** The xlsx export of the list with its active filters. */
export function exportUrl(championshipId: string, filters: TChampionshipMatchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return `/api/backoffice/championships/${championshipId}/exports/matches${query ? `?${query}` : ''}`;
}
