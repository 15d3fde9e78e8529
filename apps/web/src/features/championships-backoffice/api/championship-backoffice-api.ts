import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TBackofficeChampionshipListResponse,
  TBackofficeChampionshipResponse,
  TBulkMarkPaidResponse,
  TChampionshipStatsResponse,
  TParticipationActionResponse,
  TParticipationListResponse,
  TVenueOptionsResponse,
  TCreateParticipationRequest,
  TParticipationListQuery,
  TChampionshipParticipationStatus,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';

const base = (id: number | string) => `/api/backoffice/championships/${encodeURIComponent(String(id))}`;
const participationUrl = (id: number | string, pid: number, action: string) =>
  `/api/championships/${encodeURIComponent(String(id))}/participations/${pid}/${action}`;

export const championshipKeys = {
  all: ['championships-backoffice'] as const,
  one: (id: string) => ['championships-backoffice', id] as const,
  participations: (id: string) => ['championships-backoffice', id, 'participations'] as const,
};

/** GET /api/backoffice/championships/{id}: the show page and the edit form. */
export const championshipQuery = (id: string) =>
  queryOptions({
    queryKey: championshipKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<TBackofficeChampionshipResponse>(base(id), { signal }).then((answer) => answer.data),
  });

/** GET /api/backoffice/championships: the championships of the user's back office. */
export const championshipListQuery = queryOptions({
  queryKey: [...championshipKeys.all, 'list'],
  queryFn: ({ signal }) =>
    api
      .get<TBackofficeChampionshipListResponse>('/api/backoffice/championships', { signal })
      .then((answer) => answer.data),
});

/** GET …/venue-options: every club the edit form may choose. */
export const venueOptionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...championshipKeys.one(id), 'venue-options'],
    queryFn: ({ signal }) =>
      api.get<TVenueOptionsResponse>(`${base(id)}/venue-options`, { signal }).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

export const participationsQuery = (id: string, query: TParticipationListQuery) =>
  queryOptions({
    queryKey: [...championshipKeys.participations(id), query],
    queryFn: ({ signal }) => api.get<TParticipationListResponse>(`${base(id)}/participations`, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const statsQuery = (id: string, month: string) =>
  queryOptions({
    queryKey: [...championshipKeys.one(id), 'stats', month],
    queryFn: ({ signal }) =>
      api.get<TChampionshipStatsResponse>(`/api/championships/${encodeURIComponent(id)}/stats`, {
        query: { month },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export type ParticipationCommand =
  | { action: 'approve'; atrp: number }
  | { action: 'reject' | 'reset' | 'mark-as-paid' | 'cancel-payment' }
  | { action: 'update-status'; status: TChampionshipParticipationStatus };

/** One row action; the list and the show page's counts refresh after it. */
export function useParticipationAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ participationId, command }: { participationId: number; command: ParticipationCommand }) => {
      const { action, ...body } = command;
      return api.post<TParticipationActionResponse>(participationUrl(id, participationId, action), body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: championshipKeys.one(id) }),
  });
}

export function useBulkMarkPaid(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (participationIds: number[]) =>
      api.post<TBulkMarkPaidResponse>(`/api/championships/${encodeURIComponent(id)}/participations/mark-as-paid`, {
        participationIds,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: championshipKeys.one(id) }),
  });
}

export function useCreateParticipation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateParticipationRequest) =>
      api.post<TParticipationActionResponse>(`/api/championships/${encodeURIComponent(id)}/participations`, body, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: championshipKeys.one(id) }),
  });
}
