import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TMatchResponse,
  TMatchScheduleRequest,
  TMatchScoreRequest,
  TSwapParticipantRequest,
} from '@tennis/contracts';
import { api } from '../../lib/api-client';

/** Every query that shows matches starts with this key, so one invalidation refreshes them all. */
export const MATCHES_KEY = ['matches'] as const;

const post = (path: string, body?: unknown) => api.post<TMatchResponse>(path, body);

/** The match actions of the options dialog; each refreshes every match list on success. */
export function useMatchActions(matchId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: MATCHES_KEY });
  const base = `/api/matches/${matchId}`;
  return {
    score: useMutation({ mutationFn: (body: TMatchScoreRequest) => post(`${base}/score`, body), onSuccess }),
    rollback: useMutation({ mutationFn: () => post(`${base}/rollback`), onSuccess }),
    schedule: useMutation({ mutationFn: (body: TMatchScheduleRequest) => post(`${base}/schedule`, body), onSuccess }),
    swap: useMutation({
      mutationFn: (body: TSwapParticipantRequest) => post(`${base}/swap-participant`, body),
      onSuccess,
    }),
    toggleFeatured: useMutation({ mutationFn: () => post(`${base}/toggle-featured`), onSuccess }),
    comments: useMutation({
      mutationFn: (orderOfPlayComments: string | null) => post(`${base}/update-oop-comments`, { orderOfPlayComments }),
      onSuccess,
    }),
  };
}

export type MatchActions = ReturnType<typeof useMatchActions>;

/** What the options dialog does when an action answers, passed to each action's `mutate`. */
export type MatchActionCallbacks = {
  onSuccess: (answer: TMatchResponse) => void;
  onError: (failure: Error) => void;
};
