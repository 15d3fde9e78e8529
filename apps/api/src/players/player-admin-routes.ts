import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAYER_ANNIHILATED,
  PLAYER_LINKED,
  PLAYER_UNLINKED,
  ZAnnihilationCheckResponse,
  ZIdParams,
  ZMessageResponse,
  ZPlayerLinkRequest,
} from '@tennis/contracts';
import { actorOf } from '../auth/policy.js';
import { notFound } from '../lib/http-error.js';
import { annihilatePlayer } from './annihilate-player.js';
import { checkPlayerAnnihilation } from './check-player-annihilation.js';
import { linkPlayerAccount, unlinkPlayerAccount } from './link-player-account.js';
import { assertPlayerVerdict, canAdministerPlayers } from './player-access.js';
import { removePictureFiles } from './profile-picture.js';

const tags = ['players'];

/** The /players actions beside the list and the form: link, unlink, annihilation check, annihilate (admin). */
export const playerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/players/:id/link',
    {
      schema: {
        tags,
        summary: 'Links the player to a user account (409 when either is linked already).',
        params: ZIdParams,
        body: ZPlayerLinkRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertPlayerVerdict(actor, canAdministerPlayers(actor, 'players.list'));
      await linkPlayerAccount(app.db, actor, request.params.id, request.body.userId);
      return { message: PLAYER_LINKED };
    },
  );

  app.post(
    '/api/players/:id/unlink',
    {
      schema: {
        tags,
        summary: 'Unlinks the player from its user account (409 when it has none).',
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertPlayerVerdict(actor, canAdministerPlayers(actor, 'players.list'));
      await unlinkPlayerAccount(app.db, actor, request.params.id);
      return { message: PLAYER_UNLINKED };
    },
  );

  app.post(
    '/api/players/:id/annihilation-check',
    {
      schema: {
        tags,
        summary: 'What annihilating the player would delete, and what blocks it.',
        params: ZIdParams,
        response: { 200: ZAnnihilationCheckResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertPlayerVerdict(actor, canAdministerPlayers(actor, 'players.list'));
      const check = await checkPlayerAnnihilation(app.db, request.params.id);
      if (!check) throw notFound();
      return { data: check };
    },
  );

  app.delete(
    '/api/players/:id/annihilate',
    {
      schema: {
        tags,
        summary: 'Removes the player for good in one transaction (409 while anything blocks it).',
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertPlayerVerdict(actor, canAdministerPlayers(actor, 'players.list'));
      const picture = await annihilatePlayer(app.db, actor, request.params.id);
      if (picture) await removePictureFiles(app.storage, picture);
      return { message: PLAYER_ANNIHILATED };
    },
  );
};
