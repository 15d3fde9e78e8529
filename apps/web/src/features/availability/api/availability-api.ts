import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAvailabilityCreateRequest,
  TAvailabilityCreateResponse,
  TAvailabilityResponse,
  TMessageResponse,
  TPublicVenue,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';

// The calendar's calls (spec 3 §7: availability read, set, unset; decision 028).

export const availabilityQuery = (playerId: number, days: { from: string; to: string } | null) =>
  queryOptions({
    queryKey: ['players', playerId, 'availability', days],
    queryFn: ({ signal }) =>
      api.get<TAvailabilityResponse>(`/api/players/${playerId}/availability`, { query: days ?? {}, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The clubs a period may name: the championship's venues when the calendar is opened from one, else every club. */
export const clubOptionsQuery = (championshipId: number | null) =>
  queryOptions({
    queryKey: ['availability', 'clubs', championshipId],
    queryFn: ({ signal }) =>
      championshipId === null
        ? api.get<{ data: TPublicVenue[] }>('/api/friendly-matches/venues', { query: { mode: 'wizard' }, signal })
        : api.get<{ data: TPublicVenue[] }>(`/api/championships/${championshipId}/venues`, { signal }),
    staleTime: 5 * 60_000,
  });

const useRefreshAvailability = (playerId: number) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['players', playerId, 'availability'] });
};

export function useSetAvailability(playerId: number) {
  const refresh = useRefreshAvailability(playerId);
  return useMutation({
    mutationFn: (body: TAvailabilityCreateRequest) =>
      api.post<TAvailabilityCreateResponse>(`/api/players/${playerId}/availability`, body),
    onSuccess: refresh,
  });
}

export function useUnsetAvailability(playerId: number) {
  const refresh = useRefreshAvailability(playerId);
  return useMutation({
    mutationFn: (eventId: number) => api.delete<TMessageResponse>(`/api/players/${playerId}/availability/${eventId}`),
    onSuccess: refresh,
  });
}
