import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TArtisanRunRow, TListResponse } from '@tennis/contracts';
import { buildSeason } from '../../championships/standings/season-fixture.js';
import { cachedStandings } from '../../championships/standings/standings-cache.js';
import { artisanRuns, championshipParticipations, matches, standingsSnapshots } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../../tournaments/draws/draw-test-fixtures.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { MONTH_NOT_OVER, NOTHING_TO_CONCLUDE } from './conclude-race-action.js';
import { ONE_TARGET } from './recalculate-points-action.js';

let t: TestApp;
let as: Record<Who, Agent>;
/** The app's DATA_DIR: backup-run writes there. */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'artisan-data-'));
  t = await createTestApp({ DATA_DIR: dataDir, BACKUP_KEEP: '2' });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ROSTER = [
  { atrp: 3, status: 'play' },
  { atrp: 2.5, status: 'play' },
] as const;
/** A championship whose two matches are stored but never counted: its standings rows are stale (0 points). */
const staleSeason = (month = '2025-11') =>
  buildSeason(t.db, ROSTER, [
    { home: 0, away: 1, winner: 'home', at: `${month}-03 18:00` },
    { home: 1, away: 0, winner: 'away', at: `${month}-10 18:00` },
  ]);

const pointsOf = async (participationId: number) => {
  const [row] = await t.db
    .select({ points: championshipParticipations.points, wins: championshipParticipations.wins })
    .from(championshipParticipations)
    .where(eq(championshipParticipations.id, participationId));
  return row!;
};

/** The newest recorded run of an action. */
const lastRunOf = async (action: string) => {
  const [recorded] = await t.db
    .select()
    .from(artisanRuns)
    .where(eq(artisanRuns.action, action))
    .orderBy(sql`${artisanRuns.id} desc`)
    .limit(1);
  return recorded;
};

const run = async (action: string, body: object = {}) => {
  const response = await as.god.post(`/god/artisan-console/${action}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string; changes: Record<string, unknown> }>();
};

describe('update-standings', () => {
  it('shows what it would do without changing anything, then recounts a stale row and records the run', async () => {
    const season = await staleSeason();
    const winner = season.participationIds[0]!;
    const preview = await as.god.get('/god/artisan-console/update-standings');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().message).toContain('Θα υπολογιστούν ξανά');
    expect(await pointsOf(winner)).toEqual({ points: 0, wins: 0 });

    const outcome = await run('update-standings');
    const after = await pointsOf(winner);
    expect(after.wins).toBe(2);
    expect(after.points).toBeGreaterThan(0);
    expect((outcome.changes.changedParticipations as Record<string, number[]>)[season.championship.id]).toContain(
      winner,
    );

    const recorded = await lastRunOf('update-standings');
    expect(recorded?.userId).toBe(t.seeded.users.god);
    expect(recorded?.changes).toEqual(outcome.changes);
    const runs = await as.god.get('/api/artisan-console/runs?filters[action]=update-standings');
    expect(runs.json<TListResponse<TArtisanRunRow>>().data[0]).toMatchObject({
      action: 'update-standings',
      user: { id: t.seeded.users.god },
    });
  });

  it('refuses a run without the CSRF token', async () => {
    const response = await as.god.post('/god/artisan-console/update-standings', {}, { csrf: false });
    expect(response.statusCode).toBe(419);
  });
});

describe('recalculate-points', () => {
  it('puts back the points of one participation, by its id or by its player', async () => {
    const season = await staleSeason();
    const [first, second] = season.participationIds as [number, number];
    await run('recalculate-points', { championshipParticipationId: first });
    const counted = await pointsOf(first);
    expect(counted.wins).toBe(2);

    await t.db
      .update(championshipParticipations)
      .set({ points: 999_999 })
      .where(eq(championshipParticipations.id, first));
    const byPlayer = await run('recalculate-points', { playerId: season.playerIds[0]! });
    expect(await pointsOf(first)).toEqual(counted);
    expect(byPlayer.changes.changedParticipations).toEqual([first]);
    expect(byPlayer.changes.participations).toEqual([first]);
    expect((await pointsOf(second)).wins).toBe(0);
  });

  it('wants exactly one of player and participation, and 404 for one that has no participation', async () => {
    const neither = await as.god.post('/god/artisan-console/recalculate-points', {});
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors.playerId).toEqual([ONE_TARGET]);
    const both = await as.god.post('/god/artisan-console/recalculate-points', {
      playerId: 1,
      championshipParticipationId: 1,
    });
    expect(both.statusCode).toBe(422);
    expect((await as.god.get('/god/artisan-console/recalculate-points?playerId=2000000000')).statusCode).toBe(404);
  });
});

describe('clear-cache', () => {
  it('makes the next standings request read the database again', async () => {
    const season = await staleSeason();
    const first = season.participationIds[0]!;
    const before = JSON.parse((await cachedStandings(t.db, season.championship.id)).body.toString());
    // A change that did not move the version: the cache keeps serving the old table until it is cleared.
    await t.db.update(championshipParticipations).set({ points: 4242 }).where(eq(championshipParticipations.id, first));
    const stale = JSON.parse((await cachedStandings(t.db, season.championship.id)).body.toString());
    expect(stale).toEqual(before);
    await run('clear-cache');
    const fresh = JSON.parse((await cachedStandings(t.db, season.championship.id)).body.toString());
    expect(JSON.stringify(fresh)).toContain('4242');
  });
});

describe('conclude-r2m', () => {
  it('closes the race of a past month once, and refuses a month not over', async () => {
    const season = await staleSeason('2024-03');
    const outcome = await run('conclude-r2m', { month: 3, year: 2024 });
    expect(outcome.changes.championships).toContain(season.championship.id);
    const closed = await t.db
      .select({ concludedAt: standingsSnapshots.concludedAt })
      .from(standingsSnapshots)
      .where(
        and(
          eq(standingsSnapshots.championshipId, season.championship.id),
          eq(standingsSnapshots.kind, 'monthly-race'),
          eq(standingsSnapshots.month, 3),
        ),
      );
    expect(closed).toHaveLength(1);
    expect(closed[0]?.concludedAt).not.toBeNull();

    const again = await as.god.post('/god/artisan-console/conclude-r2m', { month: 3, year: 2024 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NOTHING_TO_CONCLUDE);
    const future = await as.god.get('/god/artisan-console/conclude-r2m?month=12&year=2099');
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe(MONTH_NOT_OVER);
    expect((await as.god.get('/god/artisan-console/conclude-r2m?month=13&year=2024')).statusCode).toBe(422);
  });
});

describe('update-tournament-host-id', () => {
  it('gives a tournament match its tournament’s host where the two differ, and nothing on a second run', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 4, hostId: 1 });
    expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 })).statusCode).toBe(
      200,
    );
    const [stray] = [...(await drawMatchesOf(t.db, f.categoryId)).values()];
    await t.db.update(matches).set({ hostId: 2 }).where(eq(matches.id, stray!.id));

    const preview = await as.god.get('/god/artisan-console/update-tournament-host-id');
    expect(preview.json().message).toContain('σε 1 αγώνες');
    const outcome = await run('update-tournament-host-id');
    expect(outcome.changes.matches).toEqual([{ id: stray!.id, from: 2, to: 1 }]);
    const [row] = await t.db.select({ hostId: matches.hostId }).from(matches).where(eq(matches.id, stray!.id));
    expect(row?.hostId).toBe(1);
    expect((await run('update-tournament-host-id')).changes.matches).toEqual([]);
  });
});

describe('backup-run', () => {
  it('says what it would write without writing, then writes a backup, keeps the newest two and records the run', async () => {
    const preview = await as.god.get('/god/artisan-console/backup-run');
    expect(preview.json().message).toContain('Υπάρχουν 0 αντίγραφα· κρατιούνται τα 2 νεότερα.');
    expect(await readdir(dataDir)).not.toContain('backups');

    const first = await run('backup-run');
    const name = first.changes.backup as string;
    expect(first.message).toContain(`Το αντίγραφο ασφαλείας ${name} γράφτηκε`);
    const manifest = JSON.parse(await readFile(path.join(dataDir, 'backups', name, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: t.database.kind, dump: first.changes.dump });
    expect((await readdir(path.join(dataDir, 'backups', name))).sort()).toEqual(
      [first.changes.dump as string, 'manifest.json'].sort(),
    );

    await run('backup-run');
    const third = await run('backup-run');
    expect(third.changes.removed).toEqual([name]);
    expect(await readdir(path.join(dataDir, 'backups'))).toHaveLength(2);
    const recorded = await lastRunOf('backup-run');
    expect(recorded).toMatchObject({ userId: t.seeded.users.god, changes: third.changes });
  });
});
