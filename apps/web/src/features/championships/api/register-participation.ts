import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChampionshipRegistrationRequest, TChampionshipRegistrationResponse } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

// Apart from the public reads (championship-api.ts), so the public pages do not load the mutation code.

/** POST /api/championships/{id}/register; the landing page then shows "already in". */
export function useRegisterParticipation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TChampionshipRegistrationRequest) =>
      api.post<TChampionshipRegistrationResponse>(`/api/championships/${id}/register`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['championships', 'landing'] }),
  });
}
