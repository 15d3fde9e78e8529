import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChampionshipMatchList,
  TChampionshipPlayerOptions,
  TChampionshipScheduleForm,
  TMatchResponse,
  TMessageResponse,
  TChampionshipMatchFilters,
  TChampionshipMatchScheduleRequest,
  TCommonAvailabilityResponse,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';

export type MatchListQuery = TChampionshipMatchFilters & { page: number; pageLength: number };

const championshipMatchesQuery = (championshipId: string, query: MatchListQuery) =>
  queryOptions({
    queryKey: [...MATCHES_KEY, 'championship', championshipId, query],
    queryFn: ({ signal }) =>
      api.get<TChampionshipMatchList>(`/api/championships/${championshipId}/matches`, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useChampionshipMatches = (championshipId: string, query: MatchListQuery) =>
  useQuery(championshipMatchesQuery(championshipId, query));

export const useScheduleForm = (championshipId: string) =>
  useQuery({
    queryKey: ['championship-schedule-form', championshipId],
    queryFn: ({ signal }) =>
      api.get<TChampionshipScheduleForm>(`/api/championships/${championshipId}/matches/schedule-form`, {
        signal,
      }),
  });

/** The championship's approved players matching the term (any length, at most 20), for the player picker. */
export const championshipPlayersQuery = (championshipId: string, q: string) =>
  queryOptions({
    queryKey: ['championship-players', championshipId, q],
    queryFn: ({ signal }) =>
      api
        .get<TChampionshipPlayerOptions>(`/api/championships/${championshipId}/players`, {
          query: { q },
          signal,
        })
        .then((answer) => answer.data),
  });

export function useScheduleChampionshipMatch(championshipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TChampionshipMatchScheduleRequest) =>
      api.post<TMatchResponse>(`/api/championships/${championshipId}/matches/schedule`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: MATCHES_KEY }),
  });
}

export function useDeleteChampionshipMatch(championshipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) =>
      api.delete<TMessageResponse>(`/api/championships/${championshipId}/matches/${matchId}`),
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

/** The hours both players declared free in the coming two weeks (decision 028), once both are chosen. */
export const useCommonAvailability = (championshipId: string, player1Id: number | null, player2Id: number | null) =>
  useQuery({
    queryKey: ['championship-common-availability', championshipId, player1Id, player2Id],
    queryFn: ({ signal }) =>
      api.get<TCommonAvailabilityResponse>(`/api/championships/${championshipId}/common-availability`, {
        query: { player1Id: player1Id!, player2Id: player2Id! },
        signal,
      }),
    enabled: player1Id !== null && player2Id !== null && player1Id !== player2Id,
    staleTime: 30_000,
  });
