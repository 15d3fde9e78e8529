import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATRP_UPDATED,
  ZClientSearchQuery,
  ZClientSearchResponse,
  ZUpdateAtrpRequest,
  ZUpdateAtrpResponse,
  ZIdParams,
} from '@tennis/contracts';
import type { AtrpLevel } from '@tennis/domain';
import { actorOf, requireBackoffice } from '../../auth/policy.js';
import { searchClientPlayers } from './search-client-players.js';
import { updateClientAtrp } from './update-client-atrp.js';

/** The client register's own calls beside the generic ones (spec 3 §7 "Clients"). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clients/search',
    {
      schema: {
        tags: ['clients'],
        summary:
          "Player pickers: the host's clients (or a championship's approved players) by name; any term length, at most 20.",
        querystring: ZClientSearchQuery,
        response: { 200: ZClientSearchResponse },
      },
    },
    async (request) => {
      requireBackoffice(request);
      return { data: await searchClientPlayers(app.db, actorOf(request), request.query) };
    },
  );

  app.post(
    '/api/clients/:id/update-atrp',
    {
      schema: {
        tags: ['clients'],
        summary: "Set the client's ATRP (1.5 to 4.5 in steps of 0.5).",
        params: ZIdParams,
        body: ZUpdateAtrpRequest,
        response: { 200: ZUpdateAtrpResponse },
      },
    },
    async (request) => {
      requireBackoffice(request);
      const data = await updateClientAtrp(
        app.db,
        { actor: actorOf(request), db: app.db },
        request.params.id,
        request.body.atrp as AtrpLevel,
      );
      return { message: ATRP_UPDATED, data };
    },
  );
};
