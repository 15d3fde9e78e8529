import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAYER_MESSAGES, ZHeadToHeadQuery, ZHeadToHeadResponse } from '@tennis/contracts';
import { notFound } from '../lib/http-error.js';
import { loadHeadToHead } from './load-head-to-head.js';

/** Head-to-head of two players (spec 3 §2, §7): public, like the profiles it links. */
export const headToHeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/head-2-head',
    {
      schema: {
        tags: ['players'],
        summary:
          "Two players' wins against each other overall and on hard, clay and indoor, their last meeting and every meeting, newest first: concluded singles championship and tournament matches; walkovers and defaults are listed but win nothing.",
        querystring: ZHeadToHeadQuery,
        response: { 200: ZHeadToHeadResponse },
      },
    },
    async (request) => {
      const { player1Id, player2Id } = request.query;
      const result = await loadHeadToHead(app.db, player1Id, player2Id);
      if (!result) throw notFound(PLAYER_MESSAGES.notFound);
      return { data: result };
    },
  );
};
