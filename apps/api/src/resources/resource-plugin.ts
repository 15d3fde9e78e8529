import { and, eq, getTableName, sql } from 'drizzle-orm';
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
  type TFieldMeta,
  type TResourceMeta,
} from '@tennis/contracts';
import { actorOf, requireUser } from '../auth/policy.js';
import { withTransaction, type DbOrTx } from '../db/client.js';
import { forbidden, notFound } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import type {
  AnyResourceDefinition,
  MutationContext,
  PresentedRecord,
  ResourceContext,
  ResourceDefinition,
  Verdict,
} from './define-resource.js';
import { foldFilterParams, listMeta, planList } from './list-query.js';
import { translateWriteError } from './resource-errors.js';

// One route factory for every generic resource: GET {base}/meta, GET {base},
// GET {base}/{id}, POST {base}, PUT {base}/{id}, DELETE {base}/{id}. Every
// mutation runs in one transaction that also writes its revision row.

function contextOf(request: FastifyRequest): ResourceContext {
  requireUser(request);
  return { actor: actorOf(request), db: request.server.db };
}

/** 403 when the policy says no, with its reason when it gives one. */
function allow(verdict: Verdict): void {
  if (verdict === true) return;
  throw typeof verdict === 'string' ? forbidden(verdict) : forbidden();
}

/** The row with this id among those the actor may see (404 otherwise), locked when inside a mutation. */
export async function loadRow(
  definition: AnyResourceDefinition,
  context: ResourceContext,
  db: DbOrTx,
  id: number,
  lock = false,
) {
  const query = definition.query(db).where(and(eq(definition.idColumn, id), definition.policy.scope?.(context.actor)));
  const [row] = await (lock ? query.for('update', { of: definition.table }) : query);
  if (row === undefined) throw notFound();
  return row as unknown;
}

/** The row as the client sees it, with what this actor may do with it. */
export function presentRecord<Out extends PresentedRecord>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition; its record type is kept
  definition: ResourceDefinition<any, any, any, Out>,
  context: ResourceContext,
  row: unknown,
): Out {
  const { actor } = context;
  return {
    ...definition.present(row, actor),
    permissions: {
      view: definition.policy.read(actor),
      update: definition.policy.update(actor, row) === true,
      delete: definition.policy.delete(actor, row) === true,
    },
  } as Out;
}

async function resourceMeta(definition: AnyResourceDefinition, context: ResourceContext): Promise<TResourceMeta> {
  const fields = await definition.fields(context);
  const { actor } = context;
  const read = definition.policy.read(actor);
  return {
    resource: definition.name,
    title: definition.title,
    singular: definition.singular,
    // Sortable and filterable come from the whitelists, so the meta never offers what the list refuses.
    fields: fields.map((field): TFieldMeta => ({
      ...field,
      sortable: field.name in definition.sort.columns,
      filterable: field.name in definition.filters,
    })),
    defaultSort: definition.sort.default,
    defaultSortDir: definition.sort.defaultDir,
    permissions: {
      list: read,
      view: read,
      create: definition.policy.create(actor),
      update: definition.policy.update(actor) === true,
      delete: definition.policy.delete(actor) === true,
    },
  };
}

/** A snapshot for the revisions table: the record as the one who changed it saw it, never a secret. */
const snapshot = (definition: AnyResourceDefinition, row: unknown, context: ResourceContext) =>
  definition.present(row, context.actor) as Record<string, unknown>;

async function inMutation<T>(
  definition: AnyResourceDefinition,
  action: 'write' | 'delete',
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translateWriteError(definition, error, action);
  }
}

export function resourcePlugin(definition: AnyResourceDefinition): FastifyPluginAsyncZod {
  const { base, name, schemas } = definition;
  const tags = [name];
  const entityType = getTableName(definition.table);
  const ZOne = recordResponse(schemas.record);
  const ZSaved = savedResponse(schemas.record);

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
        const plan = planList(definition, request.query, context);
        const [rows, counted] = await Promise.all([
          definition
            .query(app.db)
            .where(plan.where)
            .orderBy(...plan.orderBy)
            .limit(plan.limit)
            .offset(plan.offset),
          app.db
            .select({ total: sql<number>`count(*)::int` })
            .from(definition.query(app.db).where(plan.where).as('resource_rows')),
        ]);
        return {
          data: (rows as unknown[]).map((row) => presentRecord(definition, context, row)),
          meta: listMeta(plan, counted[0]?.total ?? 0),
        };
      },
    );

    app.get(
      `${base}/:id`,
      { schema: { tags, summary: `One of ${name}.`, params: ZIdParams, response: { 200: ZOne } } },
      async (request) => {
        const context = contextOf(request);
        allow(definition.policy.read(context.actor));
        const row = await loadRow(definition, context, app.db, request.params.id);
        return { data: presentRecord(definition, context, row) };
      },
    );

    app.post(
      base,
      { schema: { tags, summary: `Create one of ${name}.`, body: schemas.create, response: { 201: ZSaved } } },
      async (request, reply) => {
        const context = contextOf(request);
        allow(definition.policy.create(context.actor));
        const record = await inMutation(definition, 'write', () =>
          withTransaction(app.db, async (tx) => {
            const mutation: MutationContext = { ...context, db: tx };
            const id = await definition.insert(request.body, mutation);
            const row = await loadRow(definition, mutation, tx, id);
            await recordRevision(tx, {
              userId: context.actor.user?.id ?? null,
              entityType,
              entityId: id,
              action: 'created',
              newValues: snapshot(definition, row, context),
            });
            return presentRecord(definition, context, row);
          }),
        );
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
        const id = request.params.id;
        const record = await inMutation(definition, 'write', () =>
          withTransaction(app.db, async (tx) => {
            const mutation: MutationContext = { ...context, db: tx };
            const before = await loadRow(definition, mutation, tx, id, true);
            allow(definition.policy.update(context.actor, before));
            await definition.update(before, request.body, mutation);
            const after = await loadRow(definition, mutation, tx, id);
            await recordRevision(tx, {
              userId: context.actor.user?.id ?? null,
              entityType,
              entityId: id,
              action: 'updated',
              oldValues: snapshot(definition, before, context),
              newValues: snapshot(definition, after, context),
            });
            return presentRecord(definition, context, after);
          }),
        );
        return { message: RESOURCE_NOTICES.updated, data: record };
      },
    );

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
        const id = request.params.id;
        await inMutation(definition, 'delete', () =>
          withTransaction(app.db, async (tx) => {
            const mutation: MutationContext = { ...context, db: tx };
            const row = await loadRow(definition, mutation, tx, id, true);
            allow(definition.policy.delete(context.actor, row));
            if (definition.remove) await definition.remove(row, mutation);
            else await tx.delete(definition.table).where(eq(definition.idColumn, id));
            await recordRevision(tx, {
              userId: context.actor.user?.id ?? null,
              entityType,
              entityId: id,
              action: 'deleted',
              oldValues: snapshot(definition, row, context),
            });
          }),
        );
        return { message: RESOURCE_NOTICES.deleted };
      },
    );
  };
}
