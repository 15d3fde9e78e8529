import { and, count, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZTournamentConclusionCheckResponse, type TTournamentConclusionCheck } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { requireTournamentBackoffice } from './tournament-access.js';

/**
 * The matches of a tournament not yet played, by phase: a group match has its
 * group, a qualifier a negative draw number, the rest are the main draw. A bye
 * is never played, so it is not counted.
 */
async function checkConclusion(db: DbOrTx, tournamentId: number): Promise<TTournamentConclusionCheck> {
  const unplayed = and(
    eq(matches.tournamentId, tournamentId),
    eq(matches.kind, 'tournament'),
    ne(matches.state, 'concluded'),
    eq(matches.isBye, false),
  );
  const countWhere = async (condition: ReturnType<typeof and>) =>
    Number((await db.select({ n: count() }).from(matches).where(and(unplayed, condition)))[0]?.n ?? 0);
  const [all, group, qualifier] = await Promise.all([
    countWhere(undefined),
    countWhere(isNotNull(matches.roundRobinGroupId)),
    countWhere(and(isNull(matches.roundRobinGroupId), lt(matches.aa, 0))),
  ]);
  return { unplayed: { group, qualifier, knockout: all - group - qualifier }, total: all };
}

/** Asked before the back office concludes a tournament; the same people as the conclusion itself (next-state). */
export const conclusionCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/:id/conclusion-check',
    {
      schema: {
        tags: ['tournaments'],
        summary: "What concluding would leave behind: the tournament's unplayed matches by phase (as next-state).",
        params: ZIdParams,
        response: { 200: ZTournamentConclusionCheckResponse },
      },
    },
    async (request) => {
      const { tournament } = await requireTournamentBackoffice(request, app.db, request.params.id);
      return { data: await checkConclusion(app.db, tournament.id) };
    },
  );
};
