import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgliteClient } from './pglite-on-worker.js';
import { PgliteOnWorker } from './pglite-on-worker.js';
import type { Assume, ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { Env } from '../config/env.js';
import * as schema from './schema/index.js';

type Schema = typeof schema;

/**
 * What `db.execute(sql\`…\`)` returns on both drivers: the rows. (Each driver
 * adds its own fields; row counts differ in name, so use `.returning()`.)
 */
interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

interface RowsResult<Row> {
  rows: Row[];
}

/** The database as services see it: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<QueryResultHKT, Schema>;

/** A transaction opened with `db.transaction()` or `withTransaction()`. */
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Either: a function that only reads or writes accepts both and joins the caller's transaction. */
export type DbOrTx = Db | Tx;

/**
 * An open database and the driver handle behind it (pg-boss and the migrator
 * need the handle): `pglite` when kind is 'pglite', `pool` when 'postgres'.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Embedded PostgreSQL (WASM), on its own thread or (tests) in this one. It runs one transaction at a time. */
  pglite?: PgliteClient;
  /** A PostgreSQL server through a node-postgres pool. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface PgliteDatabase extends Database {
  kind: 'pglite';
  pglite: PgliteClient;
}

export interface PostgresDatabase extends Database {
  kind: 'postgres';
  pool: pg.Pool;
}

export { pgliteExtensions } from './pglite-extensions.js';

/**
 * Opens the database the environment names: a PostgreSQL server when
 * DATABASE_URL is set, otherwise PGlite with its files under DATA_DIR/pglite,
 * run on a worker thread (decision 039). The caller migrates it
 * (`migrateDatabase`) and closes it.
 */
export async function createDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const dataDir = path.resolve(env.DATA_DIR, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(await PgliteOnWorker.open(dataDir));
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite in this thread (tests) runs each query synchronously and hands back a promise already
 * settled, so a transaction's queries follow each other as microtasks and the
 * event loop serves nothing until the commit: a score is then one block of
 * 30–60 ms during which every request waits, even those a cache answers.
 * Through this wrapper each query first lets the event loop turn once, so the
 * requests that arrived meanwhile are answered between two queries.
 */
function yieldingQueries<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, name) {
      // Read on the instance itself: PGlite keeps its state in private fields.
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (name === 'query' || name === 'exec')
        return async (...args: unknown[]) => {
          await yieldToEventLoop();
          return method.apply(target, args);
        };
      if (name === 'transaction')
        return (callback: (tx: object) => unknown) =>
          method.call(target, (tx: object) => callback(yieldingQueries(tx)));
      return method.bind(target);
    },
  });
}

/** A database on a PGlite instance open in this thread (an in-memory one, or a test clone). */
export function wrapPglite(pglite: PGlite): PgliteDatabase {
  return pgliteDatabase(pglite, yieldingQueries(pglite));
}

/**
 * drizzle on an embedded database; `queries` is what drizzle sends its queries
 * through (the database itself, or a wrapper of it).
 */
function pgliteDatabase(pglite: PgliteClient, queries: PgliteClient = pglite): PgliteDatabase {
  // drizzle's driver asks for a PGlite: it calls query() and transaction(), which both clients have.
  const db: Db = drizzlePglite({ client: queries as PGlite, schema });
  return {
    kind: 'pglite',
    db,
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function openPostgres(connectionString: string, options: pg.PoolConfig = {}): PostgresDatabase {
  const pool = new pg.Pool({ connectionString, max: 10, ...options });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db: Db = drizzleNodePostgres({ client: pool, schema });
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pool,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Runs `work` in a transaction (a savepoint when `db` is already one), committing
 * when it resolves and rolling back when it throws.
 */
export function withTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
