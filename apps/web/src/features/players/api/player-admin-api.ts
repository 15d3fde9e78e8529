import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAnnihilationCheckResponse,
  TListResponse,
  TMessageResponse,
  TProfilePictureResponse,
  TUserRecord,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { resourceKeys } from '../../../components/resource-pages/api/resource-api';

const playerPath = (playerId: number, action: string) => `/api/players/${playerId}/${action}`;

/** Every change here shows in the list and the edit form at once. */
function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all('players') }),
  });
}

/** POST /api/players/{id}/link with the chosen account. */
export const useLinkAccount = (playerId: number) =>
  useRefreshingMutation((userId: number | null) =>
    api.post<TMessageResponse>(playerPath(playerId, 'link'), { userId }),
  );

/** POST /api/players/{id}/unlink. */
export const useUnlinkAccount = (playerId: number) =>
  useRefreshingMutation(() => api.post<TMessageResponse>(playerPath(playerId, 'unlink')));

/** POST /api/players/{id}/annihilation-check: asked each time the dialog opens, never cached. */
export const annihilationCheckQuery = (playerId: number) =>
  queryOptions({
    queryKey: ['players', 'annihilation-check', playerId],
    queryFn: () => api.post<TAnnihilationCheckResponse>(playerPath(playerId, 'annihilation-check')),
    staleTime: 0,
    gcTime: 0,
  });

/** DELETE /api/players/{id}/annihilate. */
export const useAnnihilate = (playerId: number) =>
  useRefreshingMutation(() => api.delete<TMessageResponse>(playerPath(playerId, 'annihilate')));

/** The accounts the link dialog offers: by e-mail when the term has an @, else by surname. */
export const userSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['players', 'user-search', term],
    queryFn: ({ signal }) =>
      api.get<TListResponse<TUserRecord>>('/api/users', {
        query: { [`filters[${term.includes('@') ? 'email' : 'surname'}]`]: term, pageLength: '10', sort: 'surname' },
        signal,
      }),
    enabled: term.trim().length >= 2,
    staleTime: 30_000,
  });

/** POST /api/admin/players/{id}/profile-picture (the back office's upload), with its progress. */
export const useUploadPicture = (playerId: number, onProgress: (percent: number) => void) =>
  useRefreshingMutation((file: File) => {
    const form = new FormData();
    form.append('image', file);
    return uploadWithProgress<TProfilePictureResponse>(
      `/api/admin/players/${playerId}/profile-picture`,
      form,
      onProgress,
    );
  });

/** DELETE /api/players/{id}/profile-picture. */
export const useRemovePicture = (playerId: number) =>
  useRefreshingMutation(() => api.delete<TProfilePictureResponse>(playerPath(playerId, 'profile-picture')));
