import { useQuery } from '@tanstack/react-query';
import type { TDoublesTeam, TParticipationCreatedResponse, TBackofficeParticipationRequest } from '@tennis/contracts';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** The two players' doubles team, or null when they have none yet (the server's 404). */
export function useDoublesTeam(tournamentId: number, player1Id: number | null, player2Id: number | null) {
  return useQuery({
    queryKey: ['doubles-team', tournamentId, player1Id, player2Id],
    enabled: player1Id !== null && player2Id !== null,
    queryFn: async () => {
      try {
        return await api.get<TDoublesTeam>(
          `/api/doubles-teams/search?player1Id=${player1Id}&player2Id=${player2Id}&tournamentId=${tournamentId}`,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** POST /api/tournaments/{id}/participations (spec 2 §7). */
export const createParticipation = (tournamentId: number, body: TBackofficeParticipationRequest) =>
  api.post<TParticipationCreatedResponse>(`/api/tournaments/${tournamentId}/participations`, body);
