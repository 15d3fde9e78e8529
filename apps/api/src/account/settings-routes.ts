import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUpdateUserSettingsRequest, ZUserSettings } from '@tennis/contracts';
import { readUserSettings, updateUserSettings } from './user-settings.js';
import { authorize } from '../auth/policy.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/settings',
    {
      schema: {
        tags: ['account'],
        summary: 'Personal details and communication preferences of the signed-in user.',
        response: { 200: ZUserSettings },
      },
    },
    async (request) => {
      const user = authorize(request, 'account.view');
      return readUserSettings(app.db, user.id);
    },
  );

  app.post(
    '/api/user/settings',
    {
      schema: {
        tags: ['account'],
        summary: 'Save the personal details and/or the communication preferences (each tab sends its own part).',
        body: ZUpdateUserSettingsRequest,
        response: { 200: ZUserSettings },
      },
    },
    async (request) => {
      const user = authorize(request, 'account.update');
      return updateUserSettings(app.db, user.id, request.body);
    },
  );
};
