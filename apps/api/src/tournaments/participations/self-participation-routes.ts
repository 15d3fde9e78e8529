import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PARTICIPATION_REQUEST_NOTICES,
  ZParticipateInfo,
  ZParticipationCreatedResponse,
  ZParticipationRequestedResponse,
  ZSelfParticipationRequest,
  participationCreatedNotice,
} from '@tennis/contracts';
import { participationsAreOpen, placesLeft } from '@tennis/domain';
import { assertBotCheck } from '../../lib/bot-check.js';
import { categoriesOf } from './list-participations.js';
import { participantOf, playerOfUser, selfParticipate } from './self-participate.js';
import { countTakenPlaces } from './taken-places.js';
import { findPublicTournamentBySlugs } from './tournament-with-host.js';

const ZSlugs = z.object({ hostSlug: z.string(), tournamentSlug: z.string() });
const TAGS = ['tournament-participations'];
const PATH = '/api/tournaments/:hostSlug/:tournamentSlug/participate';

/** The public self-participation screen (spec 2 §2, §5): what it shows and what it sends. */
export const selfParticipationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATH,
    {
      schema: {
        tags: TAGS,
        summary:
          'What the self-participation screen needs: open or not, the host phone, the categories, the signed-in player.',
        params: ZSlugs,
        response: { 200: ZParticipateInfo },
      },
    },
    async (request) => {
      const tournament = await findPublicTournamentBySlugs(
        app.db,
        request.params.hostSlug,
        request.params.tournamentSlug,
      );
      const player = await playerOfUser(app.db, request.user);
      const categories = await categoriesOf(app.db, tournament.id);
      return {
        tournament: {
          id: tournament.id,
          name: tournament.name,
          participationsOpen: participationsAreOpen(tournament),
          full: placesLeft(tournament.maxParticipations, await countTakenPlaces(app.db, tournament.id)) === 0,
          hostName: tournament.hostName,
          hostPhone: tournament.hostPhone,
        },
        categories: categories.map((c) => ({ ...c, gender: c.gender as 0 | 1 | 2 | 3 })),
        player: player ? { ...participantOf(player), id: player.id, email: player.email } : null,
        signedIn: request.user !== null,
      };
    },
  );

  app.post(
    PATH,
    {
      schema: {
        tags: TAGS,
        summary:
          "A guest (with an optional teammate) or a signed-in player signs up (201); naming an existing player's phone makes it a request for the back office to confirm (202); 409 when participations are closed or the tournament is full.",
        params: ZSlugs,
        body: ZSelfParticipationRequest,
        response: { 201: ZParticipationCreatedResponse, 202: ZParticipationRequestedResponse },
      },
      // Anyone may sign up without an account: as many tries an address may make as /register allows.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await assertBotCheck(request, app.env, request.body.botCheckToken);
      const tournament = await findPublicTournamentBySlugs(
        app.db,
        request.params.hostSlug,
        request.params.tournamentSlug,
      );
      const result = await selfParticipate(app.db, tournament, request.user, request.body);
      if ('requested' in result)
        return reply.code(202).send({ message: PARTICIPATION_REQUEST_NOTICES.received, requestId: result.requested });
      return reply
        .code(201)
        .send({ message: participationCreatedNotice(request.body.tournamentCategoryIds.length), ids: result.entered });
    },
  );
};
