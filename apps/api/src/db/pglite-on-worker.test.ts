import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../lib/database-error.js';
import { createDatabase, type Database } from './client.js';

// The embedded database as the server opens it: PGlite on a worker thread,
// in a data directory of its own. What crosses between the threads must be
// what PGlite in the same thread would have given.

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pglite-worker-'));
  database = await createDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
  await database.db.execute(sql`create table notes (id serial primary key, title text unique, at timestamptz)`);
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const count = async () =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from notes`)).rows[0]!.n;

describe('PGlite on its worker thread', () => {
  it('keeps answering this thread while a long query runs on the worker', async () => {
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 1);
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from generate_series(1, 3000000) as g where g % 7 = 0`,
    );
    clearInterval(ticker);
    expect(rows[0]!.n).toBe(428_571);
    // In the same thread the loop would not turn once until the query ended.
    expect(turns).toBeGreaterThan(5);
  });

  it('hands back dates as drizzle asks (text) and a database error with its code and constraint', async () => {
    await database.db.execute(sql`insert into notes (title, at) values ('first', '2026-11-28 10:00+02')`);
    const { rows } = await database.db.execute<{ at: unknown }>(sql`select at from notes where title = 'first'`);
    expect(rows[0]!.at).toBe('2026-11-28 08:00:00+00');
    const refused = await database.db.execute(sql`insert into notes (title) values ('first')`).catch((e: unknown) => e);
    expect(databaseErrorOf(refused)).toMatchObject({ code: UNIQUE_VIOLATION, constraint: 'notes_title_key' });
  });

  it('commits a transaction, rolls back one that throws, and a savepoint inside one', async () => {
    const before = await count();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (title) values ('kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (title) values ('dropped with its savepoint')`);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (title) values ('rolled back')`);
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    const { rows } = await database.db.execute<{ title: string }>(
      sql`select title from notes where title in ('kept', 'dropped with its savepoint', 'rolled back')`,
    );
    expect(rows.map((row) => row.title)).toEqual(['kept']);
    expect(await count()).toBe(before + 1);
  });

  it('runs one transaction at a time: a query from outside waits for the commit', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (title) values ('in the transaction')`);
      await held;
      order.push('commit');
    });
    const outside = database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from notes where title = 'in the transaction'`)
      .then(({ rows }) => order.push(`outside saw ${rows[0]!.n}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['commit', 'outside saw 1']);
  });

  it('delivers notifications to a listener until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await database.pglite!.listen('scores', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('scores', 'match 7')`);
    await stop();
    await database.db.execute(sql`select pg_notify('scores', 'match 8')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['match 7']);
  });

  it('dumps its data directory into a file another PGlite opens', async () => {
    const dump = await database.pglite!.dumpDataDir('gzip');
    const copy = await PGlite.create({ loadDataDir: dump });
    try {
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from notes');
      expect(rows[0]!.n).toBe(await count());
    } finally {
      await copy.close();
    }
  });
});
