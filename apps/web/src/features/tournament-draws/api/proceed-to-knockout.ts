import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCategoryDrawResponse, TCategoryDraw } from '@tennis/contracts';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { categoryPath } from './draws-api';

/**
 * From the groups to the knockout by the crossover table. A refusal is kept on the
 * mutation, not notified: the dialog shows it above the pairs it is about.
 */
export function useProceedToKnockout(draw: TCategoryDraw, onDone: () => void) {
  const client = useQueryClient();
  const proceed = useMutation({
    mutationFn: () => api.post<TCategoryDrawResponse>(`${categoryPath(draw)}/proceed-to-knockout-phase`),
    onSuccess: (answer) => {
      if (answer.message) notify({ level: 'success', message: answer.message, lifespan: 'quick' });
      onDone();
      return client.invalidateQueries({ queryKey: MATCHES_KEY });
    },
  });
  const error = proceed.error instanceof ApiError ? proceed.error.message : undefined;
  return { proceed, error };
}
