import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCountResponse,
  TMessageResponse,
  TTournamentParticipationListResponse,
  TTournamentParticipationAction,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';

export type ParticipationFilters = {
  page: number;
  pageLength: number;
  sortDir: 'asc' | 'desc';
  state?: string;
  tournamentCategoryId?: string;
  paid?: string;
  search?: string;
};

export const participationKeys = {
  all: (tournamentId: string) => ['tournament-participations', tournamentId] as const,
  list: (tournamentId: string, filters: ParticipationFilters) =>
    ['tournament-participations', tournamentId, filters] as const,
};

function queryString(filters: ParticipationFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** GET /api/backoffice/tournaments/{id}/participations with the page's filters. */
export function useParticipations(tournamentId: string, filters: ParticipationFilters) {
  return useQuery({
    queryKey: participationKeys.list(tournamentId, filters),
    queryFn: () =>
      api.get<TTournamentParticipationListResponse>(
        `/api/backoffice/tournaments/${tournamentId}/participations?${queryString(filters)}`,
        {},
      ),
    placeholderData: keepPreviousData,
  });
}

export type ActionInput = { participationId: number; action: TTournamentParticipationAction; body?: object };

/** One row action; the list refreshes after it. DELETE for delete, POST …/{action} otherwise. */
export function useParticipationAction(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ participationId, action, body }: ActionInput) => {
      const base = `/api/tournaments/${tournamentId}/participations/${participationId}`;
      return action === 'delete'
        ? api.delete<TMessageResponse>(base)
        : api.post<TMessageResponse>(`${base}/${action}`, body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: participationKeys.all(tournamentId) }),
  });
}

export function useApproveAll(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tournamentCategoryId: number) =>
      api.post<TCountResponse>(`/api/tournaments/${tournamentId}/participations/approve-all`, { tournamentCategoryId }),
    onSettled: () => client.invalidateQueries({ queryKey: participationKeys.all(tournamentId) }),
  });
}

export function useConfirmPayment(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<TCountResponse>(`/api/tournaments/${tournamentId}/confirm-payment`, {
        tournamentCategoryParticipationIds: ids,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: participationKeys.all(tournamentId) }),
  });
}
