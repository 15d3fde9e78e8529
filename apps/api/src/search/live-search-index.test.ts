import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGlobalSearchResponse } from '@tennis/contracts';
import type { Database } from '../db/client.js';
import { players, searchChanges, tournamentHosts, tournaments } from '../db/schema/index.js';
import { pruneSearchChanges } from '../jobs/prune-search-changes.js';
import { seedAccounts } from '../seed/accounts.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildPlayer, buildTournament } from '../test/build-records.js';
import { createTestDatabase } from '../test/database.js';
import { demoAgents } from '../test/demo-agents.js';
import { describeConcurrency } from '../test/describe-concurrency.js';
import { LiveSearchIndex, SEARCH_INDEX_TRUSTED_MS } from './live-search-index.js';
import { searchNames } from './search-index.js';

let database: Database;
let now = 0;
let live: LiveSearchIndex;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.db);
  live = new LiveSearchIndex(database.db, () => now);
});
afterAll(async () => database?.close());

const find = async (term: string, drafts: 'none' | 'all' = 'none') =>
  searchNames(await live.current(), { term, scope: 'all', drafts: { kind: drafts } }).map(
    (row) => `${row.title}${row.subtitle ? ` (${row.subtitle})` : ''}`,
  );

/** What a search shows after a write this process answered. */
const findAfterWrite = async (term: string, drafts: 'none' | 'all' = 'none') => {
  live.noteWrite();
  return find(term, drafts);
};

describe('LiveSearchIndex', () => {
  it('follows inserts, renames and deletes of players', async () => {
    const { id } = await buildPlayer(database.db, { name: 'Ευάγγελος', surname: 'Ζερβουδάκης' });
    expect(await findAfterWrite('ζερβουδ')).toEqual(['Ευάγγελος Ζερβουδάκης']);
    await database.db
      .update(players)
      .set({ surname: 'Λαμπράκης', displayName: 'Ευάγγελος Λαμπράκης' })
      .where(eq(players.id, id));
    expect(await findAfterWrite('ζερβουδ')).toEqual([]);
    expect(await find('λαμπρακ')).toEqual(['Ευάγγελος Λαμπράκης']);
    await database.db.delete(players).where(eq(players.id, id));
    expect(await findAfterWrite('λαμπρακ')).toEqual([]);
  });

  it('hides a tournament moved back to draft and shows a host’s new name', async () => {
    const { id } = await buildTournament(database.db, {
      name: 'Κύπελλο Ζαγορίου',
      slug: 'kypello-zagoriou',
      state: 'pending',
    });
    expect(await findAfterWrite('ζαγοριου')).toEqual(['Κύπελλο Ζαγορίου (Athens Tennis)']);
    await database.db.update(tournaments).set({ state: 'draft' }).where(eq(tournaments.id, id));
    await database.db.update(tournamentHosts).set({ name: 'Athens Tennis Club' }).where(eq(tournamentHosts.id, 1));
    expect(await findAfterWrite('ζαγοριου')).toEqual([]);
    expect(await find('ζαγοριου', 'all')).toEqual(['Κύπελλο Ζαγορίου (Athens Tennis Club)']);
    await database.db.update(tournamentHosts).set({ name: 'Athens Tennis' }).where(eq(tournamentHosts.id, 1));
  });

  it('reads the log in the background once the trusted second has passed, without a write of its own', async () => {
    await find('αβγ');
    await buildPlayer(database.db, { name: 'Θεόδωρος', surname: 'Ξανθόπουλος' });
    expect(await find('ξανθοπ')).toEqual([]);
    now += SEARCH_INDEX_TRUSTED_MS;
    await find('ξανθοπ');
    await vi.waitFor(async () => expect(await find('ξανθοπ')).toEqual(['Θεόδωρος Ξανθόπουλος']));
  });

  it('loads everything again after more changes than are worth reading one by one', async () => {
    await find('αβγ');
    await database.db.execute(sql`
      insert into players (name, surname, display_name, gender)
      select 'Νίκος', 'Βουλγαράκης' || i, 'Νίκος Βουλγαράκης' || i, 0 from generate_series(1, 2100) as i`);
    const hits = await findAfterWrite('βουλγαρακ');
    expect(hits).toHaveLength(20);
    expect(hits[0]).toBe('Νίκος Βουλγαράκης1');
  });

  it('sees changes written one after the other', async () => {
    await find('αβγ');
    await buildPlayer(database.db, { name: 'Άλκηστις', surname: 'Πρώτη', gender: 1 });
    await buildPlayer(database.db, { name: 'Βασιλική', surname: 'Δεύτερη', gender: 1 });
    expect(await findAfterWrite('πρωτη')).toEqual(['Άλκηστις Πρώτη']);
    expect(await find('δευτερη')).toEqual(['Βασιλική Δεύτερη']);
  });

  describeConcurrency('two writers at once', () => {
    it('still sees a change whose transaction began before one the index already read', async () => {
      await find('αβγ');
      // Transaction A takes its place in the log first but commits after B,
      // and the index reads the log between the two commits.
      let commitA!: () => void;
      const aMayCommit = new Promise<void>((resolve) => (commitA = resolve));
      let aWrote!: () => void;
      const aHasWritten = new Promise<void>((resolve) => (aWrote = resolve));
      const a = database.db.transaction(async (tx) => {
        await tx
          .insert(players)
          .values({ name: 'Ανθή', surname: 'Πρωτοπαπά', displayName: 'Ανθή Πρωτοπαπά', gender: 1 });
        aWrote();
        await aMayCommit;
      });
      await aHasWritten;
      await buildPlayer(database.db, { name: 'Βέρα', surname: 'Δευτεραίου', gender: 1 });
      expect(await findAfterWrite('δευτεραι')).toEqual(['Βέρα Δευτεραίου']);
      expect(await find('πρωτοπαπ')).toEqual([]);
      commitA();
      await a;
      expect(await findAfterWrite('πρωτοπαπ')).toEqual(['Ανθή Πρωτοπαπά']);
      expect(await find('δευτεραι')).toEqual(['Βέρα Δευτεραίου']);
    });
  });

  it('prunes log entries older than a day, and the index still follows later changes', async () => {
    await buildPlayer(database.db, { name: 'Ζωή', surname: 'Παλαιολόγου', gender: 1 });
    const aged = await database.db
      .update(searchChanges)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .returning({ rowId: searchChanges.rowId });
    await buildPlayer(database.db, { name: 'Ρένα', surname: 'Καλλέργη', gender: 1 });
    const pruned = await pruneSearchChanges(database.db);
    expect(pruned).toBe(aged.length);
    const left = await database.db.select({ rowId: searchChanges.rowId }).from(searchChanges);
    expect(left).toHaveLength(1);
    expect(await findAfterWrite('καλλεργ')).toEqual(['Ρένα Καλλέργη']);
  });
});

describe('GET /api/global-search after a change through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('finds a client the back office has just created, in the very next request', async () => {
    const as = await demoAgents(t.app);
    expect((await as.host.get('/api/global-search?q=μαυροκορδ')).json<TGlobalSearchResponse>().data.players).toEqual(
      [],
    );
    const created = await as.host.post('/api/clients', {
      gender: 0,
      surname: 'Μαυροκορδάτος',
      name: 'Αλέξανδρος',
      countryCallingCode: '+30',
      phone: '6944123456',
      email: null,
      notes: null,
    });
    expect(created.statusCode).toBe(201);
    const found = (await as.host.get('/api/global-search?q=μαυροκορδ')).json<TGlobalSearchResponse>().data.players;
    expect(found.map((hit) => hit.title)).toEqual(['Αλέξανδρος Μαυροκορδάτος']);
  });
});
