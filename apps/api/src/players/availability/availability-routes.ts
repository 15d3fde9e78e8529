import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVAILABILITY_MESSAGES,
  ZAvailabilityCreateRequest,
  ZAvailabilityCreateResponse,
  ZAvailabilityEventParams,
  ZAvailabilityQuery,
  ZAvailabilityResponse,
  ZIdParams,
  ZMessageResponse,
} from '@tennis/contracts';
import { actorOf } from '../../auth/policy.js';
import { errorResponses } from '../../lib/error-responses.js';
import { createAvailabilityEvent } from './create-availability-event.js';
import { deleteAvailabilityEvent } from './delete-availability-event.js';
import { listAvailability } from './list-availability.js';

const tags = ['players'];
const refusals = errorResponses(401, 403, 404, 422);

/** A player's weekly availability (spec 3 §2, §6, §7; decision 028): the player sets and unsets, the people who schedule them read. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players/:id/availability',
    {
      schema: {
        tags,
        summary:
          "A player's availability over some Athens days (default today and the next four weeks): the player, the staff of their championships' hosts, the admins and the players of the same championships.",
        params: ZIdParams,
        querystring: ZAvailabilityQuery,
        response: { 200: ZAvailabilityResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await listAvailability(app.db, actorOf(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/api/players/:id/availability',
    {
      schema: {
        tags,
        summary:
          'Sets availability (the player themself): Athens times on the 15-minute grid within one day from 08:00 to 24:00, not in the past; joined with the events it overlaps or touches.',
        params: ZIdParams,
        body: ZAvailabilityCreateRequest,
        response: { 200: ZAvailabilityCreateResponse, ...refusals },
      },
    },
    async (request) => {
      const created = await createAvailabilityEvent(app.db, actorOf(request), request.params.id, request.body);
      const message = created.merged > 0 ? AVAILABILITY_MESSAGES.merged : AVAILABILITY_MESSAGES.created;
      return { message, data: created.event, merged: created.merged };
    },
  );

  app.delete(
    '/api/players/:id/availability/:eventId',
    {
      schema: {
        tags,
        summary: 'Unsets one availability event of the player (the player themself).',
        params: ZAvailabilityEventParams,
        response: { 200: ZMessageResponse, ...refusals },
      },
    },
    async (request) => {
      const { id, eventId } = request.params;
      await deleteAvailabilityEvent(app.db, actorOf(request), id, eventId);
      return { message: AVAILABILITY_MESSAGES.deleted };
    },
  );
};
