import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  TDashboardResponse,
  TMessageResponse,
  TPlayerGateResponse,
  TPlayerProfileRequest,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { setSession, useSession } from '../../../lib/session';

/** GET /api/dashboard: poster tiles of underway and upcoming tournaments, and the ongoing championships. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => api.get<TDashboardResponse>('/api/dashboard', { signal }),
  staleTime: 60_000,
});

/** POST /email/verification-notification: sends the verification link again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<Partial<TMessageResponse>>('/email/verification-notification', {}),
  });
}

/** The player gates answer with the refreshed user: the dashboard redraws from it at once. */
function useGateMutation<T>(call: (body: T) => Promise<TPlayerGateResponse>) {
  const { lifetime } = useSession();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => setSession({ user: answer.user, lifetime }),
  });
}

/** POST /api/confirm-player-info: "this player is me". */
export const useConfirmPlayerInfo = () =>
  useGateMutation<void>(() => api.post<TPlayerGateResponse>('/api/confirm-player-info', {}));

/** POST /api/player-phone-mismatch: "this player is not me"; the team corrects the profile. */
export const useReportPhoneMismatch = () =>
  useGateMutation<void>(() => api.post<TPlayerGateResponse>('/api/player-phone-mismatch', {}));

/** POST /api/my-profile: creates or completes the user's player profile. */
export const useSavePlayerProfile = () =>
  useGateMutation<TPlayerProfileRequest>((body) => api.post<TPlayerGateResponse>('/api/my-profile', body));
