import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MATCH_NOT_FOUND, ZIdParams, ZMatchWorthResponse } from '@tennis/contracts';
import { actorOf } from '../../auth/policy.js';
import { matches } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { mayReadMatch } from '../may-read-match.js';
import { loadMatchWorth } from './load-match-worth.js';

/** "What is this match worth": read by anyone who may see the match; computed, never stored. */
export const matchWorthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/matches/:id/worth',
    {
      schema: {
        tags: ['matches'],
        summary:
          "What a win would give each side of a Regular Season championship match not yet played: the win's points, whether it enters the best 15, the OPEN, UNDER 2.5 and month's race places it would reach.",
        params: ZIdParams,
        response: { 200: ZMatchWorthResponse },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(matches).where(eq(matches.id, request.params.id));
      if (!row || !(await mayReadMatch(app.db, actorOf(request), row))) throw notFound(MATCH_NOT_FOUND);
      reply.header('cache-control', 'private, max-age=60');
      return { data: await loadMatchWorth(app.db, row) };
    },
  );
};
