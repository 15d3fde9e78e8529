import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCategoryDrawResponse,
  TMatchMediaResponse,
  TOrderOfPlayResponse,
  TTournamentResponse,
  TCategoryDraw,
  TAddQualifierMatchRequest,
  TInitializeDrawRequest,
  TSeedParticipationsRequest,
} from '@tennis/contracts';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

// Draw and order-of-play queries live under the matches key: a score entered
// in the match options dialog refreshes the bracket too.

export const drawKeys = {
  category: (id: number) => [...MATCHES_KEY, 'category-draw', id] as const,
  media: (matchId: number) => [...MATCHES_KEY, 'media', matchId] as const,
};

/** The tournament by id (back office) or by its slugs (public pages). */
export const useTournament = (ref: {
  id?: string | undefined;
  hostSlug?: string | undefined;
  tournamentSlug?: string | undefined;
}) =>
  useQuery({
    queryKey: ['tournaments', 'draws-of', ref.id ?? `${ref.hostSlug}/${ref.tournamentSlug}`],
    queryFn: ({ signal }) =>
      api
        .get<TTournamentResponse>(
          ref.id
            ? `/api/tournaments/${encodeURIComponent(ref.id)}`
            : `/api/tournaments/${encodeURIComponent(ref.hostSlug ?? '')}/${encodeURIComponent(ref.tournamentSlug ?? '')}`,
          {
            signal,
          },
        )
        .then((answer) => answer.data),
  });

export const useCategoryDraw = (categoryId: number | null) =>
  useQuery({
    queryKey: drawKeys.category(categoryId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<TCategoryDrawResponse>(`/api/tournaments/tournament-categories/${categoryId}/draw`, { signal })
        .then((a) => a.data),
    enabled: categoryId !== null,
  });

export const useOrderOfPlay = (tournamentId: number | undefined, date: string) =>
  useQuery<TOrderOfPlayResponse['data']>({
    queryKey: [...MATCHES_KEY, 'order-of-play', tournamentId, date],
    queryFn: ({ signal }) =>
      api
        .get<TOrderOfPlayResponse>(`/api/tournaments/${tournamentId}/order-of-play`, {
          query: { date },
          signal,
        })
        .then((a) => a.data),
    enabled: tournamentId !== undefined,
    // The day tabs stay while another day loads; the page shows it loading meanwhile.
    placeholderData: keepPreviousData,
  });

/** A category's back-office calls sit under its tournament (spec 2 API inventory). */
export const categoryPath = (draw: Pick<TCategoryDraw, 'id' | 'tournamentId'>) =>
  `/api/tournaments/${draw.tournamentId}/tournament-categories/${draw.id}`;

/**
 * The category's draw actions; each answers the new draw and refreshes every match list.
 * Their paths name the category's tournament, taken from its draw: every caller offers
 * these actions only once that draw has loaded, so the placeholder 0 is never sent.
 */
export function useDrawActions(categoryId: number) {
  const client = useQueryClient();
  const tournamentId = useCategoryDraw(categoryId).data?.tournamentId ?? 0;
  const onSuccess = (answer: { message?: string | undefined }) => {
    if (answer.message) notify({ level: 'success', message: answer.message, lifespan: 'quick' });
    return client.invalidateQueries({ queryKey: MATCHES_KEY });
  };
  // The participations list shows each entrant's seed, so it refreshes with the draw.
  const onSeedsChanged = (answer: { message?: string | undefined }) => {
    void client.invalidateQueries({ queryKey: ['tournament-participations'] });
    return onSuccess(answer);
  };
  const post = (path: string, body?: unknown) => api.post<TCategoryDrawResponse>(path, body);
  const category = categoryPath({ id: categoryId, tournamentId });
  return {
    initialize: useMutation({
      mutationFn: (body: TInitializeDrawRequest) => post(`${category}/initialize`, body),
      onSuccess,
    }),
    proceedAllByes: useMutation({ mutationFn: () => post(`${category}/proceed-all-byes`), onSuccess }),
    seedParticipations: useMutation({
      mutationFn: (body: TSeedParticipationsRequest) => post(`${category}/seed-participations`, body),
      onSuccess: onSeedsChanged,
    }),
    assignRandomSeeds: useMutation({
      mutationFn: () => post(`${category}/assign-random-seeds`),
      onSuccess: onSeedsChanged,
    }),
    addQualifierMatch: useMutation({
      mutationFn: (line?: TAddQualifierMatchRequest) => post(`${category}/add-qualifier-match`, line ?? undefined),
      onSuccess,
    }),
    matchMove: useMutation({
      mutationFn: ({ matchId, move }: { matchId: number; move: string }) => post(`/api/matches/${matchId}/${move}`),
      onSuccess,
    }),
    addGroup: useMutation({ mutationFn: () => post(`${category}/round-robin-groups`, { groupSize: 4 }), onSuccess }),
    deleteGroup: useMutation({
      mutationFn: (groupId: number) => api.delete<TCategoryDrawResponse>(`${category}/round-robin-groups/${groupId}`),
      onSuccess,
    }),
    renameGroup: useMutation({
      mutationFn: ({ groupId, nickname }: { groupId: number; nickname: string }) =>
        api.put<TCategoryDrawResponse>(`${category}/round-robin-groups/${groupId}`, { nickname }),
      onSuccess,
    }),
    addGroupParticipant: useMutation({
      mutationFn: ({ groupId, participationId }: { groupId: number; participationId: number }) =>
        post(`${category}/round-robin-groups/${groupId}/add-participant`, { participationId }),
      onSuccess,
    }),
    placeParticipation: useMutation({
      mutationFn: ({
        matchId,
        side,
        participationId,
      }: {
        matchId: number;
        side: 'home' | 'away';
        participationId: number;
      }) => post(`/api/matches/${matchId}/place-participation/${side}`, { participationId }),
      onSuccess,
    }),
    removeGroupParticipant: useMutation({
      mutationFn: ({ groupId, gpId }: { groupId: number; gpId: number }) =>
        api.delete<TCategoryDrawResponse>(`${category}/round-robin-groups/${groupId}/group-participants/${gpId}`, {}),
      onSuccess,
    }),
    proceedBye: useMutation({
      mutationFn: (matchId: number) => api.post(`/api/matches/${matchId}/proceed-bye`),
      onSuccess: () => client.invalidateQueries({ queryKey: MATCHES_KEY }),
    }),
  };
}

export const useMatchMedia = (matchId: number) =>
  useQuery({
    queryKey: drawKeys.media(matchId),
    queryFn: ({ signal }) =>
      api.get<TMatchMediaResponse>(`/api/matches/${matchId}/media`, { signal }).then((a) => a.data),
  });
