import { and, eq } from 'drizzle-orm';
import { tournamentEngine } from 'tods-competition-factory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTodsTournamentRecord } from '@tennis/contracts';
import { matches, tournamentCategories } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildTournament } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, type CategoryFixture } from '../draws/draw-test-fixtures.js';

// Issue 14 point 19: a tournament exported in TODS loads into
// tods-competition-factory, which reads the same winner for every played
// match: a knockout with byes played best of three full sets (a third set, a
// tie-break, a walkover, a retirement), and two round-robin groups with a
// knockout after them.

let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const part = (home: number | null, away: number | null, extra: Record<string, unknown> = {}) => ({
  home,
  away,
  ...extra,
});
const none = part(null, null);
/** Results as a real day has them, home or away winning, taken in turn. */
const RESULTS = [
  { s1: part(7, 6, { tb: 5 }), s2: part(3, 6), s3: part(6, 4) },
  { s1: none, s2: none, wo: 'home' },
  { s1: part(6, 2), s2: part(2, 6), s3: part(1, 3, { homeRet: true }) },
  { s1: part(4, 6), s2: part(6, 7, { tb: 8 }) },
];

/** Scores every match with both sides known, round after round, until none is left to play. */
async function playOut(f: CategoryFixture) {
  let turn = 0;
  for (;;) {
    const playable = (
      await t.db
        .select()
        .from(matches)
        .where(and(eq(matches.tournamentCategoryId, f.categoryId), eq(matches.isBye, false)))
    ).filter((m) => m.state !== 'concluded' && m.homeParticipationId !== null && m.awayParticipationId !== null);
    if (playable.length === 0) return;
    for (const match of playable) {
      const response = await as.host.post(`/api/matches/${match.id}/score`, RESULTS[turn % RESULTS.length]);
      expect(response.statusCode, response.body).toBe(200);
      turn += 1;
    }
  }
}

const bestOfThree = (f: CategoryFixture) =>
  t.db
    .update(tournamentCategories)
    .set({ matchFormat: 'SET3-S:6/TB7' })
    .where(eq(tournamentCategories.id, f.categoryId));

/** Our winner of each played match, as TODS names participants. */
async function ourWinners(tournamentId: number) {
  const rows = await t.db.select().from(matches).where(eq(matches.tournamentId, tournamentId));
  return Object.fromEntries(
    rows
      .filter((m) => m.state === 'concluded' && !m.isBye && m.winner !== null)
      .map((m) => [`match-${m.id}`, `player-${m.winner === 0 ? m.homePlayer1Id : m.awayPlayer1Id}`]),
  );
}

interface FactoryMatchUp {
  matchUpId: string;
  winningSide?: number;
  sides?: { sideNumber: number; participantId?: string }[];
}

function factoryWinners(record: TTodsTournamentRecord) {
  const loaded = tournamentEngine.setState(structuredClone(record)) as { success?: boolean; error?: unknown };
  expect(loaded.error).toBeUndefined();
  const { matchUps } = tournamentEngine.allTournamentMatchUps({ inContext: true }) as { matchUps: FactoryMatchUp[] };
  return Object.fromEntries(
    matchUps
      .filter((m) => m.winningSide)
      .map((m) => [m.matchUpId, m.sides?.find((side) => side.sideNumber === m.winningSide)?.participantId]),
  );
}

describe('GET /api/tournaments/{id}/tods', () => {
  it('loads into tods-competition-factory, which reads the same winner of every played match', async () => {
    const tournament = await buildTournament(t.db, { state: 'underway' });
    const knockout = await buildCategoryFixture(t.db, { tournamentId: tournament.id, entrants: 6, seeds: 2 });
    await bestOfThree(knockout);
    expect(
      (await as.host.post(`${categoryPath(knockout)}/initialize`, { drawSize: 8, qualifierMatches: 0 })).statusCode,
    ).toBe(200);
    expect((await as.host.post(`${categoryPath(knockout)}/proceed-all-byes`)).statusCode).toBe(200);
    await playOut(knockout);
    const groups = await buildCategoryFixture(t.db, { tournamentId: tournament.id, entrants: 8 });
    await bestOfThree(groups);
    const init = await as.host.post(`${categoryPath(groups)}/initialize`, {
      roundRobin: true,
      groupCount: 2,
      groupSize: 4,
      drawFollowUp: 'knockout',
      drawFollowUpSize: 4,
    });
    expect(init.statusCode, init.body).toBe(200);
    await playOut(groups);
    const proceed = await as.host.post(`${categoryPath(groups)}/proceed-to-knockout-phase`);
    expect(proceed.statusCode, proceed.body).toBe(200);
    const [stage] = await t.db
      .select({ knockoutPhaseCategoryId: tournamentCategories.knockoutPhaseCategoryId })
      .from(tournamentCategories)
      .where(eq(tournamentCategories.id, groups.categoryId));
    await playOut({ ...groups, categoryId: stage!.knockoutPhaseCategoryId! });

    const response = await as.guest.get(`/api/tournaments/${tournament.id}/tods`);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json<TTodsTournamentRecord>();
    expect(record.events.map((event) => event.drawDefinitions[0]!.drawType)).toEqual([
      'SINGLE_ELIMINATION',
      'ROUND_ROBIN_WITH_PLAYOFF',
    ]);
    const ours = await ourWinners(tournament.id);
    // 6 entrants in a draw of 8: 2 byes, so 2 played in round 1, then 2 semi-finals and the final;
    // two groups of 4 play 6 matches each, then a knockout of 4 after them.
    expect(Object.keys(ours)).toHaveLength(2 + 2 + 1 + 12 + 3);
    expect(factoryWinners(record)).toEqual(ours);

    const main = record.events[0]!.drawDefinitions[0]!.structures[0]!;
    expect('positionAssignments' in main && main.positionAssignments.filter((p) => p.bye)).toHaveLength(2);
    expect('seedAssignments' in main && main.seedAssignments.map((s) => s.seedNumber)).toEqual([1, 2]);
    const sets = Object.values(record.events[0]!.drawDefinitions[0]!.structures)
      .flatMap((s) => ('matchUps' in s ? s.matchUps : []))
      .map((m) => [m.matchUpStatus, m.score?.sets.length ?? 0]);
    expect(sets).toContainEqual(['WALKOVER', 0]);
    expect(sets).toContainEqual(['RETIRED', 3]);
  });

  it('shows a draft to its own back office only, and leaves hidden categories out', async () => {
    const draft = await buildTournament(t.db, { state: 'draft' });
    expect((await as.guest.get(`/api/tournaments/${draft.id}/tods`)).statusCode).toBe(404);
    expect((await as.host2.get(`/api/tournaments/${draft.id}/tods`)).statusCode).toBe(404);
    expect((await as.host.get(`/api/tournaments/${draft.id}/tods`)).statusCode).toBe(200);

    const tournament = await buildTournament(t.db, { state: 'pending' });
    const shown = await buildCategoryFixture(t.db, { tournamentId: tournament.id, entrants: 2 });
    const hidden = await buildCategoryFixture(t.db, { tournamentId: tournament.id, entrants: 2 });
    await t.db
      .update(tournamentCategories)
      .set({ visible: false })
      .where(eq(tournamentCategories.id, hidden.categoryId));
    const record = (await as.guest.get(`/api/tournaments/${tournament.id}/tods`)).json<TTodsTournamentRecord>();
    expect(record.events.map((event) => event.eventId)).toEqual([`category-${shown.categoryId}`]);
    expect(record.participants).toHaveLength(2);
    expect(record.events[0]!.entries.map((entry) => entry.entryStatus)).toEqual([
      'DIRECT_ACCEPTANCE',
      'DIRECT_ACCEPTANCE',
    ]);
  });
});
