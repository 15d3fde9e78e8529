import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database, Db } from './client.js';
import {
  championships,
  matches,
  participations,
  players,
  scoreFromRow,
  scoreToRow,
  searchNameMatches,
  sessions,
  tournamentCategories,
  tournamentHosts,
  tournaments,
  users,
} from './schema/index.js';

/** The SQLSTATE of the driver error behind a failed Drizzle query (the same on PGlite and node-postgres). */
async function failureCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code;
  }
  throw new Error('expected the statement to fail');
}

async function insertHost(db: Db, slug: string) {
  const [host] = await db
    .insert(tournamentHosts)
    .values({ name: `Host ${slug}`, slug })
    .returning();
  if (!host) throw new Error('no host returned');
  return host;
}

const tournamentValues = (hostId: number, slug: string) => ({
  hostId,
  name: `Τουρνουά ${slug}`,
  slug,
  tournamentStart: new Date('2026-05-01T15:00:00Z'),
  participationsEnd: new Date('2026-04-25T21:00:00Z'),
  firstCategoryCostCents: 2500,
});

describe('database schema', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });

  afterAll(async () => {
    await database?.close();
  });

  it('applies every migration', async () => {
    const rows = await db.execute<{ tables: number }>(
      sql`select count(*)::int as tables from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.rows[0]?.tables).toBeGreaterThanOrEqual(40);
    const applied = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.count).toBeGreaterThanOrEqual(2);
  });

  it('rejects a second user with the same email', async () => {
    await db.insert(users).values({ name: 'Ελένη', surname: 'Νικολάου', email: 'eleni@example.gr' });
    const code = await failureCode(db.insert(users).values({ name: 'Άλλη', email: 'eleni@example.gr' }));
    expect(code).toBe('23505');
  });

  it('keeps emails lower-case so uniqueness ignores case', async () => {
    const code = await failureCode(db.insert(users).values({ name: 'Ελένη', email: 'Eleni@Example.gr' }));
    expect(code).toBe('23514');
  });

  it('rejects a duplicate host slug and a duplicate championship slug', async () => {
    const host = await insertHost(db, 'athens-tennis');
    expect(await failureCode(insertHost(db, 'athens-tennis'))).toBe('23505');

    const championship = {
      hostId: host.id,
      name: 'Πρωτάθλημα Ανδρών 2026',
      slug: 'men-2026',
      type: 'singles' as const,
      gender: 0,
      year: 2026,
      startingYear: 2025,
      endingYear: 2026,
    };
    await db.insert(championships).values(championship);
    expect(await failureCode(db.insert(championships).values({ ...championship, name: 'Άλλο' }))).toBe('23505');
  });

  it('allows a tournament slug once per host', async () => {
    const first = await insertHost(db, 'host-one');
    const second = await insertHost(db, 'host-two');
    await db.insert(tournaments).values(tournamentValues(first.id, 'spring-open'));
    await db.insert(tournaments).values(tournamentValues(second.id, 'spring-open'));
    const code = await failureCode(db.insert(tournaments).values(tournamentValues(first.id, 'spring-open')));
    expect(code).toBe('23505');
  });

  it('enforces foreign keys', async () => {
    const code = await failureCode(
      db.insert(sessions).values({ token: 'orphan', userId: 987_654, expiresAt: new Date('2030-01-01T00:00:00Z') }),
    );
    expect(code).toBe('23503');
  });

  it('keeps a participation in a category of its own tournament', async () => {
    const host = await insertHost(db, 'fk-host');
    const [first, second] = await db
      .insert(tournaments)
      .values([tournamentValues(host.id, 'first'), tournamentValues(host.id, 'second')])
      .returning();
    if (!first || !second) throw new Error('no tournaments returned');
    const [category] = await db
      .insert(tournamentCategories)
      .values({ tournamentId: first.id, name: 'Ανδρών Απλό', type: 'singles', gender: 0 })
      .returning();
    const [player] = await db
      .insert(players)
      .values({ name: 'Άρης', surname: 'Μ.', displayName: 'Μ. Άρης', gender: 0 })
      .returning();
    if (!category || !player) throw new Error('no category or player returned');

    const entry = { tournamentCategoryId: category.id, playerId: player.id };
    expect(await failureCode(db.insert(participations).values({ ...entry, tournamentId: second.id }))).toBe('23503');
    const [participation] = await db
      .insert(participations)
      .values({ ...entry, tournamentId: first.id })
      .returning();
    expect(participation?.state).toBe('pending');
  });

  it('checks genders, ATRP levels and set scores', async () => {
    const player = { name: 'Νίκος', surname: 'Κ.', displayName: 'Κ. Νίκος' };
    expect(await failureCode(db.insert(players).values({ ...player, gender: 2 }))).toBe('23514');
    expect(await failureCode(db.insert(players).values({ ...player, gender: 0, atrp: 3.2 }))).toBe('23514');
    const [rated] = await db
      .insert(players)
      .values({ ...player, gender: 0, atrp: 3.5 })
      .returning();
    expect(rated?.atrp).toBe(3.5);
    // Each format holds its own range (decision 033); the column holds any count up to 99.
    const badScore = db.insert(matches).values({ kind: 'friendly', s1Home: 100, s1Away: 6 });
    expect(await failureCode(badScore)).toBe('23514');
  });

  it('refuses a tournament match without its tournament', async () => {
    expect(await failureCode(db.insert(matches).values({ kind: 'tournament' }))).toBe('23514');
  });

  it('stores money and credits as integer cents', async () => {
    const result = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and column_name like '%cents'`);
    expect(result.rows.length).toBeGreaterThanOrEqual(8);
    for (const column of result.rows)
      expect(`${column.table_name}.${column.column_name}: ${column.data_type}`).toMatch(/: integer$/);

    const inexact = await db.execute<{ column_name: string }>(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('real', 'double precision', 'money')`);
    expect(inexact.rows).toEqual([]);
  });

  it('stores every time with its time zone', async () => {
    const naive = await db.execute<{ column_name: string }>(sql`
      select table_name || '.' || column_name as column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'timestamp without time zone'`);
    expect(naive.rows).toEqual([]);
  });

  it('round-trips a score through its columns', async () => {
    const flags = { homeRet: false, awayRet: false, homeDef: false, awayDef: false };
    const score = {
      s1: { home: 7, away: 6, ...flags, tb: 5 },
      s2: { home: 3, away: 6, ...flags, tb: null },
      s3: { home: 1, away: 3, ...flags, homeRet: true, tb: null },
      s4: { home: null, away: null, ...flags, tb: null },
      s5: { home: null, away: null, ...flags, tb: null },
      st: { home: null, away: null, ...flags, tb: null },
    };
    const [match] = await db
      .insert(matches)
      .values({ kind: 'friendly', ...scoreToRow(score), winner: 0, state: 'concluded' })
      .returning();
    if (!match) throw new Error('no match returned');
    expect(scoreFromRow(match)).toEqual(score);
    expect(match.version).toBe(1);
  });

  it('finds players by name whatever the case and accents', async () => {
    const [player] = await db
      .insert(players)
      .values({ name: 'Γιώργος', surname: 'ΠΑΠΑΔΌΠΟΥΛΟΣ', displayName: 'Παπαδόπουλος Γ.', gender: 0 })
      .returning();
    expect(player?.searchName).toBe('γιωργοσ παπαδοπουλοσ γιωργοσ');
    for (const term of ['παπαδόπουλος', 'Παπαδοπουλος Γιώρ', 'γιωργος παπ']) {
      const found = await db
        .select({ id: players.id })
        .from(players)
        .where(searchNameMatches(players.searchName, term));
      expect(found.map((row) => row.id)).toEqual([player?.id]);
    }
    const wildcard = await db.select().from(players).where(searchNameMatches(players.searchName, '%'));
    expect(wildcard).toEqual([]);
  });

  it('gives every test file a database of its own', async () => {
    await db.insert(users).values({ name: 'Μόνο', email: 'only-here@example.gr' });
    const other = await createTestDatabase();
    try {
      const seen = await other.db.select().from(users).where(eq(users.email, 'only-here@example.gr'));
      expect(seen).toEqual([]);
      const count = await other.db.execute<{ count: number }>(sql`select count(*)::int as count from users`);
      expect(count.rows[0]?.count).toBe(0);
    } finally {
      await other.close();
    }
  });
});
