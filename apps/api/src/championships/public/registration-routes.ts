import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAMPIONSHIP_MESSAGES,
  ZChampionshipIdParams,
  ZChampionshipRegistrationRequest,
  ZChampionshipRegistrationResponse,
  ZWinLossPerAtrpQuery,
  ZWinLossPerAtrpResponse,
} from '@tennis/contracts';
import { requireBackoffice, requireUser } from '../../auth/policy.js';
import { loadWinLossPerAtrp } from './load-win-loss-per-atrp.js';
import { registerParticipation } from './register-participation.js';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/championships/:id/register',
    {
      schema: {
        tags: ['championships'],
        summary:
          'A player registers: a pending participation (409 closed or already in, 422 gender or unchecked terms).',
        params: ZChampionshipIdParams,
        body: ZChampionshipRegistrationRequest,
        response: { 200: ZChampionshipRegistrationResponse },
      },
      // A guest is told to sign in before being told what the form lacks.
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const user = requireUser(request);
      const participationId = await registerParticipation(app.db, request.params.id, user, request.body);
      return { message: CHAMPIONSHIP_MESSAGES.registered, participationId };
    },
  );

  app.get(
    '/api/win-loss-per-atrp',
    {
      schema: {
        tags: ['championships'],
        summary:
          "Back office: wins and losses of championship players by their ATRP against each level in the reader's host's championships (every host's for an admin; latestYear=1: the latest season).",
        querystring: ZWinLossPerAtrpQuery,
        response: { 200: ZWinLossPerAtrpResponse },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      return loadWinLossPerAtrp(app.db, user, request.query.latestYear === '1');
    },
  );
};
