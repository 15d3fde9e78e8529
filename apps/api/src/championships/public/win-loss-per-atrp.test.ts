import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWinLossPerAtrpResponse } from '@tennis/contracts';
import { championshipParticipations, matches } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship, buildPlayer } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';

// Host 1's championship has a 3.0 beating a 3.5 once; host 2's a 2.0 beating
// a 4.0 twice. Each host reads only its own results, an admin both.

let t: TestApp;
let as: Record<Who, Agent>;

/** A concluded singles match of `championshipId` that `winnerAtrp` won against `loserAtrp`. */
async function result(championshipId: number, hostId: number, winnerAtrp: number, loserAtrp: number) {
  const winner = await buildPlayer(t.db);
  const loser = await buildPlayer(t.db);
  await t.db.insert(championshipParticipations).values([
    { championshipId, playerId: winner.id, state: 'approved', atrp: winnerAtrp },
    { championshipId, playerId: loser.id, state: 'approved', atrp: loserAtrp },
  ]);
  await t.db.insert(matches).values({
    kind: 'championship',
    championshipId,
    hostId,
    homePlayer1Id: winner.id,
    awayPlayer1Id: loser.id,
    state: 'concluded',
    winner: 0,
    s1Home: 6,
    s1Away: 3,
    s2Home: 6,
    s2Away: 4,
    tournamentPhase: 1024,
    concludedAt: new Date('2026-03-01T10:00:00Z'),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  const athens = await buildChampionship(t.db, { hostId: 1, year: 2026 });
  const thessaloniki = await buildChampionship(t.db, { hostId: 2, year: 2025 });
  await result(athens.id, 1, 3, 3.5);
  await result(thessaloniki.id, 2, 2, 4);
  await result(thessaloniki.id, 2, 2, 4);
});
afterAll(async () => {
  await t?.close();
});

/** "3 beat 3.5 once" for every win in the table. */
const wins = (body: TWinLossPerAtrpResponse) =>
  body.data.flatMap((row) =>
    row.against.filter((cell) => cell.wins > 0).map((cell) => `${row.atrp} beat ${cell.atrp} ×${cell.wins}`),
  );

describe("GET /api/win-loss-per-atrp counts only the reader's host's championships", () => {
  it.each([
    ['host', ['3 beat 3.5 ×1']],
    ['employee', ['3 beat 3.5 ×1']],
    ['host2', ['2 beat 4 ×2']],
    ['admin', ['2 beat 4 ×2', '3 beat 3.5 ×1']],
  ] as const)('%s sees %j', async (who, expected) => {
    const response = await as[who].get('/api/win-loss-per-atrp');
    expect(response.statusCode).toBe(200);
    expect(wins(response.json<TWinLossPerAtrpResponse>())).toEqual(expected);
  });

  it("takes the latest season among the host's own championships", async () => {
    const latest = (who: Who) => as[who].get('/api/win-loss-per-atrp?latestYear=1');
    expect(wins((await latest('host2')).json<TWinLossPerAtrpResponse>())).toEqual(['2 beat 4 ×2']);
    expect(wins((await latest('admin')).json<TWinLossPerAtrpResponse>())).toEqual(['3 beat 3.5 ×1']);
  });

  it('answers a guest 401 and a player 403', async () => {
    expect((await as.guest.get('/api/win-loss-per-atrp')).statusCode).toBe(401);
    expect((await as.player.get('/api/win-loss-per-atrp')).statusCode).toBe(403);
  });
});
