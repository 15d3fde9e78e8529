import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TMessageResponse,
  TParticipationCreatedResponse,
  TParticipationRequestListResponse,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { participationKeys } from './participations-api';

const requestKeys = { list: (tournamentId: string) => ['participation-requests', tournamentId] as const };

/** GET /api/backoffice/tournaments/{id}/participation-requests: the sign-ups waiting for confirmation. */
export function useParticipationRequests(tournamentId: string) {
  return useQuery({
    queryKey: requestKeys.list(tournamentId),
    queryFn: () =>
      api.get<TParticipationRequestListResponse>(
        `/api/backoffice/tournaments/${tournamentId}/participation-requests`,
        {},
      ),
  });
}

/** Confirms (entries written) or rejects a request; the requests and the participations refresh after it. */
export function useHandleParticipationRequest(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: number; decision: 'confirm' | 'reject' }) => {
      const base = `/api/tournaments/${tournamentId}/participation-requests/${requestId}`;
      return decision === 'confirm'
        ? api.post<TParticipationCreatedResponse>(`${base}/confirm`, undefined)
        : api.delete<TMessageResponse>(base);
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: requestKeys.list(tournamentId) });
      await client.invalidateQueries({ queryKey: participationKeys.all(tournamentId) });
    },
  });
}
