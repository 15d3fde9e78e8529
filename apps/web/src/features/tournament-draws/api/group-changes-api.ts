import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCategoryDrawResponse } from '@tennis/contracts';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { categoryPath, useCategoryDraw } from './draws-api';

/** Withdrawals, alternates and cancelled matches of a category's groups; each answers the new draw. */
export function useGroupChangeActions(categoryId: number) {
  const client = useQueryClient();
  const tournamentId = useCategoryDraw(categoryId).data?.tournamentId ?? 0;
  const onSuccess = (answer: { message?: string | undefined }) => {
    if (answer.message) notify({ level: 'success', message: answer.message, lifespan: 'quick' });
    return client.invalidateQueries({ queryKey: MATCHES_KEY });
  };
  const groups = `${categoryPath({ id: categoryId, tournamentId })}/round-robin-groups`;
  const post = (path: string, body?: unknown) => api.post<TCategoryDrawResponse>(`${groups}/${path}`, body);
  return {
    withdrawGroupParticipant: useMutation({
      mutationFn: ({ groupId, gpId }: { groupId: number; gpId: number }) =>
        post(`${groupId}/group-participants/${gpId}/withdraw`),
      onSuccess,
    }),
    bringInAlternate: useMutation({
      mutationFn: ({ groupId, gpId, participationId }: { groupId: number; gpId: number; participationId: number }) =>
        post(`${groupId}/group-participants/${gpId}/alternate`, { participationId }),
      onSuccess,
    }),
    cancelGroupMatch: useMutation({
      mutationFn: ({ groupId, matchId }: { groupId: number; matchId: number }) =>
        post(`${groupId}/group-matches/${matchId}/cancel`),
      onSuccess,
    }),
  };
}
