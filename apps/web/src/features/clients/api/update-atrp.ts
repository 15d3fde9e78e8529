import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse, TUpdateAtrpRequest } from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../components/resource-pages/api/resource-api';

/** POST /api/clients/{id}/update-atrp; the list refreshes after it. */
export function useUpdateAtrp(clientId: number | string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAtrpRequest) =>
      api.post<Partial<TMessageResponse>>(`/api/clients/${encodeURIComponent(String(clientId))}/update-atrp`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all('clients') }),
  });
}
