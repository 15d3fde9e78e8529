import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TParticipateInfo,
  TParticipationCreatedResponse,
  TParticipationRequestedResponse,
  TSelfParticipationRequest,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';

const path = (hostSlug: string, tournamentSlug: string) =>
  `/api/tournaments/${encodeURIComponent(hostSlug)}/${encodeURIComponent(tournamentSlug)}/participate`;

/** What the self-participation screen shows: open or closed, the categories, the signed-in player. */
export function useParticipateInfo(hostSlug: string, tournamentSlug: string) {
  return useQuery({
    queryKey: ['participate', hostSlug, tournamentSlug],
    queryFn: () => api.get<TParticipateInfo>(path(hostSlug, tournamentSlug)),
  });
}

/**
 * Sends the sign-up: entered at once (201), or, when a phone belongs to a
 * player already on the platform, a request the organiser confirms (202).
 * Either way the answer's message says which.
 */
export function useParticipate(hostSlug: string, tournamentSlug: string) {
  return useMutation({
    mutationFn: (body: TSelfParticipationRequest) =>
      api.post<TParticipationCreatedResponse | TParticipationRequestedResponse>(path(hostSlug, tournamentSlug), body),
  });
}
