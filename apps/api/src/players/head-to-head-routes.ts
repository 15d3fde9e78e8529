import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHeadToHeadQuery, ZHeadToHeadResponse, ZNotModified } from '@tennis/contracts';
import { replyWithCachedBody } from '../lib/reply-with-cached-body.js';
import { headToHeadCache } from './head-to-head-cache.js';

/** Head-to-head of two players (spec 3 §2, §7): public, like the profiles it links; one cached answer per pair. */
export const headToHeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/head-2-head',
    {
      config: { sharedCache: true },
      schema: {
        tags: ['players'],
        summary:
          "Two players' wins against each other overall and on hard, clay and indoor, their last meeting and every meeting, newest first: concluded singles championship and tournament matches; walkovers and defaults are listed but win nothing. With ETag.",
        querystring: ZHeadToHeadQuery,
        response: { 200: ZHeadToHeadResponse, 304: ZNotModified },
      },
    },
    async (request, reply) => {
      const { player1Id, player2Id } = request.query;
      return replyWithCachedBody(request, reply, await headToHeadCache.get(app.db, { player1Id, player2Id }));
    },
  );
};
