import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TFriendlyMatchSubmitRequest,
  TFriendlyVenues,
  TMatchResponse,
  TUniversePlayerSearchResponse,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import type { PlayerOption } from '../../../components/player-picker/player-picker';

/** Every club of the directory with its surfaces: where a friendly may have been played. */
export const useWizardVenues = () =>
  useQuery({
    queryKey: ['friendly-venues', 'wizard'],
    queryFn: ({ signal }) =>
      api.get<TFriendlyVenues>('/api/friendly-matches/venues', { query: { mode: 'wizard' }, signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/universe/search-player: every player by name, Greeklish too (at least 3 characters, at most 20). */
export const universePlayerQuery = (term: string) =>
  queryOptions({
    queryKey: ['universe-search-player', term],
    queryFn: ({ signal }): Promise<PlayerOption[]> =>
      api
        .get<TUniversePlayerSearchResponse>('/api/universe/search-player', { query: { q: term }, signal })
        .then((answer) => answer.data.map((hit) => ({ playerId: hit.id, displayName: hit.label }))),
    staleTime: 30_000,
  });

export function useSubmitFriendlyMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TFriendlyMatchSubmitRequest) => api.post<TMatchResponse>('/api/friendly-matches', body),
    // The profile's matches and numbers now include it.
    onSuccess: () => client.invalidateQueries(),
  });
}
