import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthUser, type AuthUser } from '../auth/auth-user.js';
import { withTransaction, type Database } from '../db/client.js';
import { seedAccounts } from '../seed/accounts.js';
import { createTestDatabase } from '../test/database.js';
import { buildCategoryFixture, drawMatchesOf } from '../tournaments/draws/draw-test-fixtures.js';
import { initializeKnockoutDraw } from '../tournaments/draws/initialize-knockout-draw.js';
import { buildChampionshipFixture, buildScheduledMatch, participationOf, scores } from './match-test-fixtures.js';
import { rollbackMatch } from './rollback-match.js';
import { scoreMatch } from './score-match.js';

// The score core's callers are not only the score route: a championship match
// scheduled with its score, a job, a benchmark. None of them builds the HTTP
// app, so no route registration runs here: only the database and the services.

let database: Database;
let host: AuthUser;

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await seedAccounts(database.db);
  host = (await loadAuthUser(database.db, seeded.users.host))!;
});
afterAll(async () => {
  await database?.close();
});

describe('every caller of the score core gets the match hooks, with no app built', () => {
  it('scoring a championship match through the service counts it in the standings, and a rollback takes it out', async () => {
    const { db } = database;
    const f = await buildChampionshipFixture(db, { players: 2 });
    const [winner, loser] = f.playerIds as [number, number];
    const id = await buildScheduledMatch(db, f, winner, loser);

    await withTransaction(db, (tx) => scoreMatch(tx, id, host, scores.straightSets));
    expect(await participationOf(db, f.championshipId, winner)).toMatchObject({ wins: 1, matchesPlayed: 1 });
    expect(await participationOf(db, f.championshipId, loser)).toMatchObject({ losses: 1, matchesPlayed: 1 });

    await withTransaction(db, (tx) => rollbackMatch(tx, id, host));
    expect(await participationOf(db, f.championshipId, winner)).toMatchObject({ wins: 0, matchesPlayed: 0 });
  });

  it('scoring a tournament draw match through the service advances its winner, and a rollback takes them back', async () => {
    const { db } = database;
    const f = await buildCategoryFixture(db, { entrants: 4 });
    await withTransaction(db, (tx) =>
      initializeKnockoutDraw(tx, f.categoryId, host, { drawSize: 4, qualifierMatches: 0 }),
    );
    const semifinal = (await drawMatchesOf(db, f.categoryId)).get(1)!;

    await withTransaction(db, (tx) => scoreMatch(tx, semifinal.id, host, scores.straightSets));
    expect((await drawMatchesOf(db, f.categoryId)).get(3)!.homeParticipationId).toBe(semifinal.homeParticipationId);

    await withTransaction(db, (tx) => rollbackMatch(tx, semifinal.id, host));
    expect((await drawMatchesOf(db, f.categoryId)).get(3)!.homeParticipationId).toBeNull();
  });
});
