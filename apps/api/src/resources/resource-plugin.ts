import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESOURCE_NOTICES,
  ZListQuery,
  ZIdParams,
  ZMessageResponse,
  ZResourceMeta,
  listResponse,
  recordResponse,
  savedResponse,
} from '@tennis/contracts';
import { actorOf, requireUser } from '../auth/policy.js';
import { allow } from './allow-verdict.js';
import { createResourceRecord } from './create-resource-record.js';
import type { AnyResourceDefinition, ResourceContext } from './define-resource.js';
import { deleteResourceRecord } from './delete-resource-record.js';
import { foldFilterParams } from './list-query.js';
import { listResourceRecords } from './list-resource-records.js';
import { loadRow } from './load-resource-row.js';
import { presentRecord } from './present-resource-record.js';
import { resourceMeta } from './resource-meta.js';
import { updateResourceRecord } from './update-resource-record.js';

// One route factory for every generic resource: GET {base}/meta, GET {base},
// GET {base}/{id}, POST {base}, PUT {base}/{id}, DELETE {base}/{id}. Every
// mutation runs in one transaction that also writes its revision row.

function contextOf(request: FastifyRequest): ResourceContext {
  requireUser(request);
  return { actor: actorOf(request), db: request.server.db };
}

function resourceReadRoutes(definition: AnyResourceDefinition): FastifyPluginAsyncZod {
  const { base, name, schemas } = definition;
  const tags = [name];
  return async (app) => {
    app.get(
      `${base}/meta`,
      { schema: { tags, summary: `Field metadata and permissions of ${name}.`, response: { 200: ZResourceMeta } } },
      async (request) => {
        const context = contextOf(request);
        allow(definition.policy.read(context.actor));
        return resourceMeta(definition, context);
      },
    );

    app.get(
      base,
      {
        preValidation: async (request) => {
          request.query = foldFilterParams(request.query) as typeof request.query;
        },
        schema: {
          tags,
          summary: `A page of ${name}: page, pageLength, sort, sortDir, filters[name], paginate=0 (at most 1000 rows).`,
          querystring: ZListQuery,
          response: { 200: listResponse(schemas.record) },
        },
      },
      async (request) => {
        const context = contextOf(request);
        allow(definition.policy.read(context.actor));
        return listResourceRecords(app.db, definition, context, request.query);
      },
    );

    app.get(
      `${definition.recordBase ?? base}/:id`,
      {
        schema: {
          tags,
          summary: `One of ${name}.`,
          params: ZIdParams,
          response: { 200: recordResponse(schemas.record) },
        },
      },
      async (request) => {
        const context = contextOf(request);
        allow(definition.policy.read(context.actor));
        const row = await loadRow(definition, context, app.db, request.params.id);
        return { data: presentRecord(definition, context, row) };
      },
    );
  };
}

function resourceWriteRoutes(definition: AnyResourceDefinition): FastifyPluginAsyncZod {
  const { base, name, schemas } = definition;
  const tags = [name];
  const ZSaved = savedResponse(schemas.record);
  const offers = (call: 'create' | 'delete') => !definition.without?.includes(call);
  return async (app) => {
    if (offers('create'))
      app.post(
        base,
        { schema: { tags, summary: `Create one of ${name}.`, body: schemas.create, response: { 201: ZSaved } } },
        async (request, reply) => {
          const context = contextOf(request);
          allow(definition.policy.create(context.actor));
          const record = await createResourceRecord(app.db, definition, context, request.body);
          return reply.code(201).send({ message: RESOURCE_NOTICES.created, data: record });
        },
      );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Update one of ${name}.`,
          params: ZIdParams,
          body: schemas.update,
          response: { 200: ZSaved },
        },
      },
      async (request) => {
        const context = contextOf(request);
        allow(definition.policy.read(context.actor));
        const record = await updateResourceRecord(app.db, definition, context, request.params.id, request.body);
        return { message: RESOURCE_NOTICES.updated, data: record };
      },
    );

    if (offers('delete'))
      app.delete(
        `${base}/:id`,
        {
          schema: {
            tags,
            summary: `Delete one of ${name} (409 while other records depend on it).`,
            params: ZIdParams,
            response: { 200: ZMessageResponse },
          },
        },
        async (request) => {
          const context = contextOf(request);
          allow(definition.policy.read(context.actor));
          await deleteResourceRecord(app.db, definition, context, request.params.id);
          return { message: RESOURCE_NOTICES.deleted };
        },
      );
  };
}

export function resourcePlugin(definition: AnyResourceDefinition): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(resourceReadRoutes(definition));
    await app.register(resourceWriteRoutes(definition));
  };
}
