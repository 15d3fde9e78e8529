import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_UPDATED, ZChangePasswordBody, ZUserNoticeResponse } from '@tennis/contracts';
import { changePassword } from '../account/change-password.js';
import { loadAuthUser } from './auth-user.js';
import { refusingCommonPasswords } from './common-passwords.js';
import { requireUser } from './policy.js';
import { presentCurrentUser } from './present-current-user.js';

export const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password (also lifts a forced change); other sessions of the account end.',
        body: refusingCommonPasswords(ZChangePasswordBody, 'newPassword'),
        response: { 200: ZUserNoticeResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      await changePassword(app.db, {
        userId: user.id,
        keepSessionId: request.session?.id ?? null,
        currentPassword,
        newPassword,
      });
      const updated = (await loadAuthUser(app.db, user.id)) ?? user;
      return { message: PASSWORD_UPDATED, user: await presentCurrentUser(app.db, updated, request.session, app.env) };
    },
  );
};
