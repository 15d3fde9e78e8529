import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMatchResponse } from '@tennis/contracts';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';
import { api } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';

/** The order of play's drag and drop: the dragged match takes the target's time and court, and the target its own. */
export function useSwapSlots() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, otherMatchId }: { matchId: number; otherMatchId: number }) =>
      api.post<TMatchResponse>(`/api/matches/${matchId}/swap-slot`, { otherMatchId }),
    onSuccess: (answer) => {
      notify({ level: 'success', message: answer.message, lifespan: 'quick' });
      return client.invalidateQueries({ queryKey: MATCHES_KEY });
    },
    onError: (error) => reportFormError(error),
  });
}
