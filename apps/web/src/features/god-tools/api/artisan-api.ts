import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArtisanAction, TArtisanOutcome, TArtisanPreview } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

const actionPath = (action: TArtisanAction) => `/god/artisan-console/${action}`;

/** GET /god/artisan-console/{action}?…: what the action would do, changing nothing. */
export const artisanPreviewQuery = (action: TArtisanAction, query: Record<string, number>) =>
  queryOptions({
    queryKey: ['god-tools', 'artisan-preview', action, query],
    queryFn: ({ signal }) => api.get<TArtisanPreview>(actionPath(action), { query, signal }),
    retry: false,
    staleTime: 0,
  });

/** POST /god/artisan-console/{action}: runs it; the console's list of runs then shows it. */
export function useRunArtisanAction(action: TArtisanAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, number>) =>
      api.post<TArtisanOutcome | { message: string }>(actionPath(action), body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['god-tools'] }),
  });
}
