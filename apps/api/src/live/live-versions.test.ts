import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { seedAccounts } from '../seed/accounts.js';
import { buildChampionship, buildTournament } from '../test/build-records.js';
import { createTestDatabase } from '../test/database.js';
import { liveVersions, type LiveSubscriber } from './live-versions.js';

// One poll per process serves every subscriber: a thousand open pages cost
// the database one query per tick, not a thousand.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let queries = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // Hosts 1 and 2, which the built records belong to.
  await seedAccounts(database.db);
  // The real database, with its reads counted on the way through.
  db = new Proxy(database.db, {
    get(target, name, receiver) {
      if (name === 'execute') queries += 1;
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
});
afterAll(async () => database?.close());

const recorder = () => {
  const heard: number[] = [];
  let beats = 0;
  const subscriber: LiveSubscriber = { changed: (version) => heard.push(version), heartbeat: () => (beats += 1) };
  return { subscriber, heard, beats: () => beats };
};

describe('live versions', () => {
  it('reads every watched topic in one query and tells each subscriber of versions after its own', async () => {
    const versions = liveVersions(db, { pollMs: 60_000 });
    try {
      const [a, b] = [await buildTournament(database.db), await buildTournament(database.db)];
      const championship = await buildChampionship(database.db);
      const onA = Array.from({ length: 500 }, () => recorder());
      for (const r of onA) versions.subscribe({ kind: 'tournament', id: a.id }, 1, r.subscriber);
      const onB = recorder();
      versions.subscribe({ kind: 'tournament', id: b.id }, 1, onB.subscriber);
      const ahead = recorder();
      versions.subscribe({ kind: 'tournament', id: a.id }, 5, ahead.subscriber);
      const table = recorder();
      versions.subscribe({ kind: 'standings', id: championship.id }, 0, table.subscriber);

      await database.db.execute(sql`update tournament_public_versions set version = 3 where tournament_id = ${a.id}`);
      await database.db.execute(sql`update championships set standings_version = 7 where id = ${championship.id}`);
      queries = 0;
      await versions.poll();
      expect(queries).toBe(1);
      expect(onA.every((r) => r.heard.join() === '3')).toBe(true);
      expect(onB.heard).toEqual([]);
      expect(ahead.heard).toEqual([]);
      expect(table.heard).toEqual([7]);

      // Nothing moved: nobody is told again.
      await versions.poll();
      expect(onA[0]!.heard).toEqual([3]);
    } finally {
      versions.close();
    }
  });

  it('tells a crowd in paced batches, so their refetches do not arrive at once, and skips one that left meanwhile', async () => {
    const versions = liveVersions(db, { pollMs: 60_000, announcePaceMs: 300 });
    try {
      const tournament = await buildTournament(database.db);
      const crowd = Array.from({ length: 60 }, () => recorder());
      const stops = crowd.map((r) => versions.subscribe({ kind: 'tournament', id: tournament.id }, 1, r.subscriber));
      await database.db.execute(
        sql`update tournament_public_versions set version = 2 where tournament_id = ${tournament.id}`,
      );
      const polled = versions.poll();
      await expect.poll(() => crowd.filter((r) => r.heard.length > 0).length, { interval: 5 }).toBe(25);
      // The first batch is told; the last subscriber leaves before its batch's turn.
      expect(crowd.slice(25).every((r) => r.heard.length === 0)).toBe(true);
      stops[59]!();
      await polled;
      expect(crowd.slice(0, 59).every((r) => r.heard.join() === '2')).toBe(true);
      expect(crowd[59]!.heard).toEqual([]);
    } finally {
      versions.close();
    }
  });

  it('reads nothing while nobody listens, and forgets a subscriber that left', async () => {
    const versions = liveVersions(db, { pollMs: 60_000 });
    try {
      const tournament = await buildTournament(database.db);
      const r = recorder();
      const stop = versions.subscribe({ kind: 'tournament', id: tournament.id }, 1, r.subscriber);
      expect(versions.size).toBe(1);
      stop();
      stop();
      expect(versions.size).toBe(0);
      queries = 0;
      await database.db.execute(
        sql`update tournament_public_versions set version = 9 where tournament_id = ${tournament.id}`,
      );
      await versions.poll();
      expect(queries).toBe(0);
      expect(r.heard).toEqual([]);
    } finally {
      versions.close();
    }
  });

  it('beats the heart of every open subscriber', async () => {
    const versions = liveVersions(db, { pollMs: 60_000, heartbeatMs: 20 });
    try {
      const r = recorder();
      versions.subscribe({ kind: 'tournament', id: 1 }, 1, r.subscriber);
      await expect.poll(() => r.beats()).toBeGreaterThanOrEqual(2);
    } finally {
      versions.close();
    }
  });
});
