import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  THallOfFameEntryRequest,
  THallOfFameEntryResponse,
  THallOfFameResponse,
  TMessageResponse,
} from '@tennis/contracts';
import { api } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';

// The Hall of Fame's calls (GET /api/hall-of-fame, the back office's entries):
// every change refetches the one list both pages read.

export const hallOfFameQuery = () =>
  queryOptions({
    queryKey: ['hall-of-fame'],
    queryFn: ({ signal }) => api.get<THallOfFameResponse>('/api/hall-of-fame', { signal }).then((a) => a.data),
    staleTime: 60_000,
  });

/** The path the photo dialog posts to. */
export const hallOfFamePhotoPath = (entryId: number) => `/api/hall-of-fame/entries/${entryId}/photo`;

/** Adds (no id) or changes an entry; the server's notice shows on success. */
export function useSaveHallOfFameEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: THallOfFameEntryRequest }) =>
      id === null
        ? api.post<THallOfFameEntryResponse>('/api/hall-of-fame/entries', body)
        : api.put<THallOfFameEntryResponse>(`/api/hall-of-fame/entries/${id}`, body),
    onSuccess: async (answer) => {
      notify({ level: 'success', message: answer.message });
      await client.invalidateQueries({ queryKey: hallOfFameQuery().queryKey });
    },
  });
}

export function useDeleteHallOfFameEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<TMessageResponse>(`/api/hall-of-fame/entries/${id}`),
    onSuccess: async (answer) => {
      notify({ level: 'success', message: answer.message });
      await client.invalidateQueries({ queryKey: hallOfFameQuery().queryKey });
    },
  });
}

/** After a photo upload: the list again, with the photo's new versioned url. */
export function useRefreshHallOfFame() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: hallOfFameQuery().queryKey });
}
