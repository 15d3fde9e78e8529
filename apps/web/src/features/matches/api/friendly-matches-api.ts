import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChampionshipPlayerOption,
  TClientSearchResponse,
  TFriendlyMatchList,
  TFriendlyMatchScheduleRequest,
  TFriendlyVenues,
  TMatchResponse,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';

/** GET /api/friendly-matches: the back office's friendlies, newest first. */
export const useFriendlyMatches = (query: { page: number; pageLength: number }) =>
  useQuery({
    queryKey: [...MATCHES_KEY, 'friendly', query],
    queryFn: ({ signal }) => api.get<TFriendlyMatchList>('/api/friendly-matches', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The organiser's clubs and the shared ones, with their surfaces. */
export const useFriendlyScheduleVenues = () =>
  useQuery({
    queryKey: ['friendly-venues', 'schedule'],
    queryFn: ({ signal }) =>
      api.get<TFriendlyVenues>('/api/friendly-matches/venues', { query: { mode: 'schedule' }, signal }),
  });

/** The schedule screen's player search in friendly mode: the organiser's clients (every player for an admin). */
export const friendlyPlayersQuery = (q: string) =>
  queryOptions({
    queryKey: ['friendly-schedule-players', q],
    queryFn: ({ signal }): Promise<TChampionshipPlayerOption[]> =>
      api
        .get<TClientSearchResponse>('/api/clients/search', { query: { q }, signal })
        .then((answer) =>
          answer.data.map(({ playerId, displayName, atrp }) => ({ playerId, displayName, atrp, ballHistory: 0 })),
        ),
  });

export function useScheduleFriendlyMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TFriendlyMatchScheduleRequest) => api.post<TMatchResponse>('/api/friendly-matches', body),
    onSuccess: () => client.invalidateQueries({ queryKey: MATCHES_KEY }),
  });
}
