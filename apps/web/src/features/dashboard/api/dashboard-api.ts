import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  ZDashboardResponse,
  ZMessageResponse,
  ZPlayerGateResponse,
  type TPlayerGateResponse,
  type TPlayerProfileRequest,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { setSession, useSession } from '../../../lib/session';

/** GET /api/dashboard: poster tiles of underway and upcoming tournaments, and the ongoing championships. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => api.get('/api/dashboard', { schema: ZDashboardResponse, signal }),
  staleTime: 60_000,
});

/** POST /email/verification-notification: sends the verification link again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post('/email/verification-notification', {}, { schema: ZMessageResponse.partial() }),
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
  useGateMutation<void>(() => api.post('/api/confirm-player-info', {}, { schema: ZPlayerGateResponse }));

/** POST /api/player-phone-mismatch: "this player is not me"; the team corrects the profile. */
export const useReportPhoneMismatch = () =>
  useGateMutation<void>(() => api.post('/api/player-phone-mismatch', {}, { schema: ZPlayerGateResponse }));

/** POST /api/my-profile: creates or completes the user's player profile. */
export const useSavePlayerProfile = () =>
  useGateMutation<TPlayerProfileRequest>((body) => api.post('/api/my-profile', body, { schema: ZPlayerGateResponse }));
