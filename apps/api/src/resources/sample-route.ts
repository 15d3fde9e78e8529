import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRecord, recordResponse } from '@tennis/contracts';
import { actorOf, requireUser } from '../auth/policy.js';
import { isDevLike } from '../config/env.js';
import { MESSAGES, forbidden, notFound } from '../lib/http-error.js';
import type { AnyResourceDefinition } from './define-resource.js';

/**
 * GET /api/factories/{resource}/sample: a made-up record for the forms' F2
 * autofill. Dev and test only: in live the call does not exist (404). Who may
 * neither create nor update the resource gets no sample either.
 */
export function sampleRoute(definitions: readonly AnyResourceDefinition[]): FastifyPluginAsyncZod {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  return async (app) => {
    app.get(
      '/api/factories/:resource/sample',
      {
        schema: {
          tags: ['resources'],
          summary: 'Sample values of a resource for the F2 autofill (dev and test only).',
          params: z.object({ resource: z.string() }),
          response: { 200: recordResponse(ZRecord) },
        },
      },
      async (request) => {
        if (!isDevLike(app.env)) throw notFound(MESSAGES.routeNotFound);
        const definition = byName.get(request.params.resource);
        if (!definition) throw notFound(MESSAGES.routeNotFound);
        requireUser(request);
        const actor = actorOf(request);
        // The sample fills a create form, or an edit form where nothing is created (players).
        if (!definition.policy.create(actor) && definition.policy.update(actor) !== true) throw forbidden();
        return { data: await definition.sample({ actor, db: app.db }) };
      },
    );
  };
}
