import { queryOptions, useQuery } from '@tanstack/react-query';
import { BACKOFFICE_ROLES, type TCurrentUser, type TUserResponse } from '@tennis/contracts';
import { api } from './api-client';
import { ApiError } from './api-error';
import { currentQueryClient } from './query-client';

export const SESSION_KEY = ['session'] as const;
const GUEST: TUserResponse = { user: null, lifetime: 0 };

/** GET /api/user; a failed lookup means no user (spec 1 §8). */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<TUserResponse> => {
    try {
      return await api.get<TUserResponse>('/api/user');
    } catch {
      return GUEST;
    }
  },
  staleTime: 5 * 60_000,
});

export function useSession(): TUserResponse {
  return useQuery(sessionQuery).data ?? GUEST;
}

export function useCurrentUser(): TCurrentUser | null {
  return useSession().user;
}

export function currentUser(): TCurrentUser | null {
  return currentQueryClient().getQueryData<TUserResponse>(SESSION_KEY)?.user ?? null;
}

/** After login or registration: the answer already holds the user, no second call needed. */
export function setSession(session: TUserResponse): void {
  currentQueryClient().setQueryData(SESSION_KEY, session);
}

/** Forgets the user locally and drops every cached answer that belonged to them. */
export function clearSession(): void {
  const queryClient = currentQueryClient();
  queryClient.setQueryData(SESSION_KEY, GUEST);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] && q.queryKey[0] !== 'app-config' });
}

/** GET /logout; a 401 means the server already forgot us, so the local user goes too. */
export async function logout(): Promise<void> {
  try {
    await api.get('/logout');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  clearSession();
}

export const isBackOffice = (user: TCurrentUser | null) => user !== null && BACKOFFICE_ROLES.includes(user.role);
