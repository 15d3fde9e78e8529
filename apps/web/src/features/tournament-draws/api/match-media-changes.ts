import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMatchMediaResponse, TMatchMedia } from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { drawKeys } from './draws-api';

/**
 * Shifting or deleting one of a match's media. Every answer carries the whole new list,
 * which goes straight into the cache (an upload's answer too, through `store`), so the
 * dialog shows it without asking the server again.
 */
export function useMatchMediaChanges(matchId: number) {
  const client = useQueryClient();
  const store = (data: TMatchMedia) => client.setQueryData(drawKeys.media(matchId), data);
  const change = useMutation({
    mutationFn: ({ mediaId, direction }: { mediaId: number; direction?: 'left' | 'right' }) =>
      direction
        ? api.post<TMatchMediaResponse>(`/api/matches/${matchId}/media/${mediaId}/shift`, { direction })
        : api.delete<TMatchMediaResponse>(`/api/matches/${matchId}/media/${mediaId}`),
    onSuccess: (answer) => store(answer.data),
  });
  return { change, store };
}
