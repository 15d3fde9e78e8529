import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_NOT_VERIFIED_FOR_PLAYER,
  PLAYER_INFO_CONFIRMED,
  PLAYER_PHONE_MISMATCH_REPORTED,
  ZEmptyRequest,
  ZPlayerGateResponse,
} from '@tennis/contracts';
import { confirmPlayerInfo, reportPlayerPhoneMismatch } from './player-gates.js';
import { loadAuthUser } from '../auth/auth-user.js';
import { authorize } from '../auth/policy.js';
import { presentCurrentUser } from '../auth/present-current-user.js';

/** The dashboard's player gates (spec 1 §2.5, §4): is the player we found you? */
export const playerGateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/confirm-player-info',
    {
      schema: {
        tags: ['account'],
        summary:
          'Confirm that the player found for this account is the user: links them (403 before the email is verified, 409 when there is none).',
        body: ZEmptyRequest.nullish(),
        response: { 200: ZPlayerGateResponse },
      },
    },
    async (request) => {
      const user = authorize(request, 'account.claim-player', {}, EMAIL_NOT_VERIFIED_FOR_PLAYER);
      await confirmPlayerInfo(app.db, user.id);
      const fresh = (await loadAuthUser(app.db, user.id)) ?? user;
      return {
        message: PLAYER_INFO_CONFIRMED,
        user: await presentCurrentUser(app.db, fresh, request.session, app.env),
      };
    },
  );

  app.post(
    '/api/player-phone-mismatch',
    {
      schema: {
        tags: ['account'],
        summary: 'Say the player shown is not the user: flags the profile for the team to correct.',
        body: ZEmptyRequest.nullish(),
        response: { 200: ZPlayerGateResponse },
      },
    },
    async (request) => {
      const user = authorize(request, 'account.update');
      await reportPlayerPhoneMismatch(app.db, user.id);
      return {
        message: PLAYER_PHONE_MISMATCH_REPORTED,
        user: await presentCurrentUser(app.db, user, request.session, app.env),
      };
    },
  );
};
