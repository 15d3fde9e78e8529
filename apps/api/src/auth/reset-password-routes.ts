import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_LONG,
  RESET_LINK_INVALID,
  ZMessageResponse,
  ZResetPasswordRequest,
} from '@tennis/contracts';
import { authRefusal } from './better-auth-bridge.js';
import { refusingCommonPasswords } from './common-passwords.js';
import { fieldError } from '../lib/http-error.js';

export const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the mailed link; ends every session of the account.',
        body: refusingCommonPasswords(ZResetPasswordRequest, 'password'),
        response: { 200: ZMessageResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { token, password } = request.body;
      try {
        // One better-auth transaction spends the token, revokes the sessions and stores the hash.
        await app.auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        const refusal = authRefusal(error);
        if (!refusal) throw error;
        if (refusal.code === 'PASSWORD_TOO_LONG') throw fieldError('password', PASSWORD_TOO_LONG);
        throw fieldError('token', RESET_LINK_INVALID);
      }
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
