import { queryOptions } from '@tanstack/react-query';
import type {
  TRegisterResponse,
  TSelfTransformListResponse,
  TChangePasswordRequest,
  TForgotPasswordRequest,
  TLoginRequest,
  TLoginResponse,
  TRegisterRequest,
  TResetPasswordRequest,
  TSelfTransformUser,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';

/** POST /login → `{ user, lifetime, redirectTo }` */
export const login = (body: TLoginRequest): Promise<TLoginResponse> => api.post<TLoginResponse>('/login', body);

/** POST /register: the same message whether or not the email has an account; nobody is signed in. */
export const register = (body: TRegisterRequest) => api.post<TRegisterResponse>('/register', body);

/** POST /forgot-password: the server answers the same whatever the email. */
export const requestPasswordReset = (body: TForgotPasswordRequest) => api.post('/forgot-password', body);

/** POST /reset-password with the token of the emailed link. */
export const resetPassword = (body: TResetPasswordRequest) => api.post('/reset-password', body);

/** POST /email/verification-notification: sends the verification link again. */
export const resendVerificationLink = () => api.post('/email/verification-notification');

/** POST /change-password; the confirmation also travels as `newPassword_confirmation` (spec 1 §7). */
export const changePassword = (body: TChangePasswordRequest) =>
  api.post('/change-password', { ...body, newPassword_confirmation: body.newPasswordConfirmation });

/** GET /api/self-transform-list?guest=1: the accounts the login page's dev user picker offers. */
export const selfTransformListQuery = queryOptions({
  queryKey: ['self-transform-list', 'guest'],
  queryFn: async (): Promise<TSelfTransformUser[]> =>
    (await api.get<TSelfTransformListResponse>('/api/self-transform-list', { query: { guest: 1 } })).data,
  staleTime: 5 * 60_000,
  retry: false,
});
