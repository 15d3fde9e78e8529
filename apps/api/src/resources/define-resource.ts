import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { TFieldMeta, TRecordPermissions } from '@tennis/contracts';
import type { z } from 'zod';
import type { Actor } from '../auth/policy.js';
import type { DbOrTx, Tx } from '../db/client.js';

// A generic resource (spec 1 §2.7, §7 "Generic resource calls") is a small
// definition: what it reads, how a row looks to the client, who may do what,
// and how a form's input is written. `registerResource` turns one into the
// seven calls (meta, list, show, create, update, delete, sample), so paging,
// sorting, filters, transactions, revisions and error answers are written once.

/** Who asks, and the database the call runs on (a transaction for mutations). */
export interface ResourceContext {
  actor: Actor;
  db: DbOrTx;
}

export interface MutationContext extends ResourceContext {
  db: Tx;
}

/** A record as the API answers it: the presented row and what its reader may do with it. */
export type PresentedRecord = { id: number; permissions: TRecordPermissions };

/** A row as its query returns it. */
export type RowOf<Q extends PgSelect> = Awaited<Q>[number];

/** A list filter: the SQL condition for the typed value, or undefined to ignore a value that cannot match anything sensibly. */
export type ResourceFilter = (value: string, context: ResourceContext) => SQL | undefined;

/** A field of the forms and the list, before the factory adds `sortable` and `filterable` from the definition. */
export type ResourceField = Omit<TFieldMeta, 'sortable' | 'filterable'>;

/** A policy's answer: yes, no (403), or no with the reason the client is told (403 with that message). */
export type Verdict = boolean | string;

/**
 * Who may do what. Guests are refused with 401 before any of these run; a
 * `false` is a 403. Rows outside `scope` are answered 404, as if they did not
 * exist, so a host cannot probe another host's ids.
 */
interface ResourcePolicy<Row> {
  /** The list, the meta and single records. */
  read(actor: Actor): boolean;
  create(actor: Actor): boolean;
  /** Without a row: whether the actor may update some rows at all (the meta's flag). */
  update(actor: Actor, row?: Row): Verdict;
  delete(actor: Actor, row?: Row): Verdict;
  /** The rows this actor may see at all; undefined: every row. */
  scope?(actor: Actor): SQL | undefined;
}

export interface ResourceDefinition<Q extends PgSelect, Create, Update, Out extends PresentedRecord> {
  /** Name in /api/factories/{name}/sample and in GET {base}/meta. */
  name: string;
  /** API base path, e.g. /api/clubs. */
  base: string;
  /**
   * Where GET one record lives, when `{base}/{id}` answers something else
   * (the players' public profile): e.g. /api/admin/players for /api/admin/players/{id}.
   */
  recordBase?: string;
  /** Calls the resource does not offer: players are created elsewhere and removed by annihilation. */
  without?: readonly ('create' | 'delete')[];
  /** The table that owns the id; also the revisions' entity type. */
  table: PgTable;
  idColumn: PgColumn;
  /** Plural title of the list page and the singular noun of its buttons. */
  title: string;
  singular: string;
  /** The zod schemas of the request bodies and of one presented record (with its permissions). */
  schemas: { create: z.ZodType<Create>; update: z.ZodType<Update>; record: z.ZodType<Out> };
  /** Field metadata, in form order; may depend on who asks (e.g. which roles a host may assign). */
  fields(context: ResourceContext): ResourceField[] | Promise<ResourceField[]>;
  /** The select with its joins; the factory adds the id or list conditions, order and paging. */
  query(db: DbOrTx): Q;
  /** Sortable columns by name (the whitelist), and the default order. */
  sort: { columns: Record<string, SQL | PgColumn>; default: string; defaultDir: 'asc' | 'desc' };
  /** List filters by name (`filters[name]=value`). */
  filters: Record<string, ResourceFilter>;
  policy: ResourcePolicy<RowOf<Q>>;
  /**
   * The row as this reader may see it (a host sees only its own part of a
   * shared record); the factory adds `permissions`. A revision stores what the
   * one who made the change saw.
   */
  present(row: RowOf<Q>, reader: Actor): Omit<Out, 'permissions'>;
  /** Writes a new record and answers its id. Input checks a schema cannot make throw HttpError. */
  insert(input: Create, context: MutationContext): Promise<number>;
  update(row: RowOf<Q>, input: Update, context: MutationContext): Promise<void>;
  /** Deletes the record; defaults to deleting the row of `table`. */
  remove?(row: RowOf<Q>, context: MutationContext): Promise<void>;
  /** A made-up record for the form's F2 autofill (dev and test only). */
  sample(context: ResourceContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Unique constraints by name: the field a violation is reported on and its message. */
  unique?: Record<string, { field: string; message: string }>;
  /** Why a delete was refused when other records still point at this one. */
  inUseMessage?: string;
}

/** Keeps the definition's types tied together (Q, Create, Update and Out inferred once). */
export const defineResource = <Q extends PgSelect, Create, Update, Out extends PresentedRecord>(
  definition: ResourceDefinition<Q, Create, Update, Out>,
) => definition;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds definitions of every row type
export type AnyResourceDefinition = ResourceDefinition<any, any, any, any>;
