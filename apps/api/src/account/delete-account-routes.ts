import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_DELETED, GOD_ACCOUNT_UNDELETABLE, ZMessageResponse } from '@tennis/contracts';
import { deleteAccount } from './delete-account.js';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../auth/create-auth.js';
import { authorize } from '../auth/policy.js';

export const deleteAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/delete-account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the signed-in account and sign out; the player profile stays, unlinked.',
        response: { 200: ZMessageResponse },
      },
    },
    async (request, reply) => {
      const user = authorize(request, 'account.delete', {}, GOD_ACCOUNT_UNDELETABLE);
      await deleteAccount(app.db, user.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(ADMIN_SESSION_COOKIE, { path: '/' });
      return { message: ACCOUNT_DELETED };
    },
  );
};
