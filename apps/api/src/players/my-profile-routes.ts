import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NO_PLAYER_PROFILE,
  PLAYER_PROFILE_SAVED,
  ZMyProfileResponse,
  ZPlayerGateResponse,
  ZPlayerProfileRequest,
} from '@tennis/contracts';
import { loadAuthUser } from '../auth/auth-user.js';
import { requireUser } from '../auth/policy.js';
import { presentCurrentUser, presentPlayerSummary } from '../auth/present-current-user.js';
import { notFound } from '../lib/http-error.js';
import { findMyPlayer, saveMyProfile } from './save-my-profile.js';

/** The signed-in user's own player profile (spec 1 §7 Users, §2.5 player form). */
export const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my-profile',
    {
      schema: {
        tags: ['players'],
        summary: "The signed-in user's player profile; 404 when the user has none yet.",
        response: { 200: ZMyProfileResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const player = await findMyPlayer(app.db, user.id);
      if (!player) throw notFound(NO_PLAYER_PROFILE);
      return { data: presentPlayerSummary(player) };
    },
  );

  app.post(
    '/api/my-profile',
    {
      schema: {
        tags: ['players'],
        summary:
          "The dashboard's player form: creates or completes the user's player profile; answers the refreshed user.",
        body: ZPlayerProfileRequest,
        response: { 200: ZPlayerGateResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await saveMyProfile(app.db, user, request.body);
      const fresh = (await loadAuthUser(app.db, user.id)) ?? user;
      return { message: PLAYER_PROFILE_SAVED, user: await presentCurrentUser(app.db, fresh, request.session, app.env) };
    },
  );
};
