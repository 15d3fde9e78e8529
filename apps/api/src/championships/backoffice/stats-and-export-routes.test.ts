import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_BACKOFFICE_ERRORS as ERRORS, ZChampionshipStatsResponse } from '@tennis/contracts';
import { championshipParticipations } from '../../db/schema/index.js';
import { withTransaction } from '../../db/client.js';
import { rebuildStandings } from '../standings/update-standings.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship, buildClub } from '../../test/build-records.js';
import { MAIN_HOST_STAFF_AND_ADMINS, demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { buildChampionshipWithPlayers, buildPlayedMatch } from './championship-fixtures.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;
let season: Awaited<ReturnType<typeof buildChampionshipWithPlayers>>;
let clubs: { id: number; name: string }[];

/**
 * Four approved players (ATRP 2.0, 3.0, 3.0, 4.0), one pending; in November
 * 2026 four matches on court (two weeks, two clubs, one without a club) and a
 * walkover; one match in October.
 */
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  season = await buildChampionshipWithPlayers(t.db, ['approved', 'approved', 'approved', 'approved', 'pending']);
  const levels = [2, 3, 3, 4];
  for (const [index, atrp] of levels.entries()) {
    await t.db
      .update(championshipParticipations)
      .set({ atrp })
      .where(eq(championshipParticipations.id, season.entries[index]!.participation.id));
  }
  clubs = [await buildClub(t.db, { name: 'Όμιλος Κηφισιάς' }), await buildClub(t.db, { name: 'Όμιλος Γλυφάδας' })];
  const [a, b, c, d] = season.entries.map((e) => e.player.id) as [number, number, number, number];
  const id = season.championship.id;
  await buildPlayedMatch(t.db, id, a, b, { at: '2026-11-03T16:00:00Z', clubId: clubs[0]!.id }); // week of 2/11: a beats b
  await buildPlayedMatch(t.db, id, c, d, { at: '2026-11-04T16:00:00Z', clubId: clubs[0]!.id, winner: 1 }); // d beats c
  await buildPlayedMatch(t.db, id, a, d, { at: '2026-11-10T16:00:00Z', clubId: clubs[1]!.id, winner: 1 }); // week of 9/11: d beats a
  await buildPlayedMatch(t.db, id, b, c, { at: '2026-11-11T16:00:00Z' }); // b beats c, no club
  await buildPlayedMatch(t.db, id, a, c, { at: '2026-11-12T16:00:00Z', walkover: true }); // a walkover: no tennis
  await buildPlayedMatch(t.db, id, b, a, { at: '2026-10-20T16:00:00Z' }); // October: b beats a
  await withTransaction(t.db, (tx) => rebuildStandings(tx, id));
});
afterAll(async () => t?.close());

describe('GET /api/championships/{id}/stats', () => {
  const expected = MAIN_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s by the host rule', async (who) => {
    expect((await as[who].get(`/api/championships/${season.championship.id}/stats?month=2026-11`)).statusCode).toBe(
      expected[who],
    );
  });

  it("counts the month's matches on court by week, by club, the field by ATRP and the results by ATRP", async () => {
    const stats = ZChampionshipStatsResponse.parse(
      (await as.host.get(`/api/championships/${season.championship.id}/stats?month=2026-11`)).json(),
    );
    expect(stats.month).toBe('2026-11');
    expect(stats.matchesPerWeek).toEqual([
      { label: '2/11', value: 2 },
      { label: '9/11', value: 2 },
    ]);
    expect(stats.matchesPerClub).toEqual([
      { label: 'Όμιλος Κηφισιάς', value: 2 },
      { label: 'Όμιλος Γλυφάδας', value: 1 },
      { label: 'Άλλος χώρος', value: 1 },
    ]);
    expect(stats.participationsByAtrp.filter((p) => p.value > 0)).toEqual([
      { label: '2.0', value: 1 },
      { label: '3.0', value: 2 },
      { label: '4.0', value: 1 },
    ]);
    expect(stats.winsLossesByAtrp.filter((p) => p.wins + p.losses > 0)).toEqual([
      { label: '2.0', wins: 1, losses: 1 },
      { label: '3.0', wins: 1, losses: 3 },
      { label: '4.0', wins: 2, losses: 0 },
    ]);
    expect(stats.totals).toEqual({ matches: 4, activePlayers: 4 });
  });

  it('answers empty series for a month without matches and refuses a malformed month (422)', async () => {
    const empty = (await as.admin.get(`/api/championships/${season.championship.id}/stats?month=2025-01`)).json();
    expect(empty).toMatchObject({ matchesPerWeek: [], matchesPerClub: [], totals: { matches: 0, activePlayers: 0 } });
    expect((await as.admin.get(`/api/championships/${season.championship.id}/stats?month=2026-13`)).statusCode).toBe(
      422,
    );
    expect((await as.admin.get('/api/championships/999999/stats')).statusCode).toBe(404);
  });
});

async function openWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}
const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('GET /api/backoffice/championships/{id}/exports/player-activity', () => {
  const expected = MAIN_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s by the host rule', async (who) => {
    expect(
      (await as[who].get(`/api/backoffice/championships/${season.championship.id}/exports/player-activity`)).statusCode,
    ).toBe(expected[who]);
  });

  it('is a real xlsx with one row per participation, counting matches on court, wins and losses', async () => {
    const response = await as.host.get(
      `/api/backoffice/championships/${season.championship.id}/exports/player-activity`,
    );
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('player-activity.xlsx');
    const sheet = (await openWorkbook(response.rawPayload)).worksheets[0]!;
    expect(rowValues(sheet, 1)).toEqual([
      'ID αθλητή',
      'Επώνυμο',
      'Όνομα',
      'Email',
      'Τηλέφωνο',
      'ATRP',
      'Έγκριση',
      'Κατάσταση',
      'Αγώνες',
      'Νίκες',
      'Ήττες',
      'Τελευταίος αγώνας',
    ]);
    expect(sheet.rowCount).toBe(6);
    const [a, b, c, d, pending] = season.entries;
    const byPlayer = new Map<number, unknown[]>();
    for (let row = 2; row <= sheet.rowCount; row += 1)
      byPlayer.set(sheet.getRow(row).getCell(1).value as number, rowValues(sheet, row));
    // a: beat b, lost to d, lost to b in October; the walkover is not a match.
    expect(byPlayer.get(a!.player.id)).toEqual([
      a!.player.id,
      a!.player.surname,
      a!.player.name,
      undefined,
      undefined,
      '2.0',
      'Εγκρίθηκε',
      'PLAY',
      3,
      1,
      2,
      '2026-11-10 18:00:00',
    ]);
    expect(byPlayer.get(b!.player.id)!.slice(8)).toEqual([3, 2, 1, '2026-11-11 18:00:00']);
    expect(byPlayer.get(c!.player.id)!.slice(8)).toEqual([2, 0, 2, '2026-11-11 18:00:00']);
    expect(byPlayer.get(d!.player.id)!.slice(8)).toEqual([2, 2, 0, '2026-11-10 18:00:00']);
    expect(byPlayer.get(pending!.player.id)!.slice(5, 11)).toEqual(['0.0', 'Αναμονή έγκρισης', 'PLAY', 0, 0, 0]);
    // Most active first.
    expect(sheet.getRow(2).getCell(9).value).toBe(3);
  });
});

describe('GET /api/backoffice/championships/{id}/exports/standings', () => {
  const expected = MAIN_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s by the host rule', async (who) => {
    expect(
      (await as[who].get(`/api/backoffice/championships/${season.championship.id}/exports/standings`)).statusCode,
    ).toBe(expected[who]);
  });

  it('writes the OPEN and UNDER 2.5 tables cell by cell as the standings store them', async () => {
    const response = await as.admin.get(`/api/backoffice/championships/${season.championship.id}/exports/standings`);
    const workbook = await openWorkbook(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['OPEN', 'UNDER 2.5']);
    const open = workbook.getWorksheet('OPEN')!;
    expect(rowValues(open, 1)).toEqual([
      'Θέση',
      'ID αθλητή',
      'Αθλητής',
      'ATRP',
      'Κατάσταση',
      'Βαθμοί',
      'Δευτερεύοντες βαθμοί',
      'Αγώνες',
      'Νίκες',
      'Ήττες',
    ]);
    const stored = await t.db
      .select()
      .from(championshipParticipations)
      .where(eq(championshipParticipations.championshipId, season.championship.id));
    const ranked = stored.filter((p) => p.state === 'approved').sort((x, y) => x.openRank! - y.openRank!);
    expect(open.rowCount).toBe(1 + ranked.length);
    for (const [index, participation] of ranked.entries()) {
      const entry = season.entries.find((e) => e.participation.id === participation.id)!;
      expect(rowValues(open, index + 2)).toEqual([
        participation.openRank,
        entry.player.id,
        entry.player.displayName,
        participation.atrp!.toFixed(1),
        'PLAY',
        participation.points,
        participation.secondaryPoints,
        participation.matchesPlayed,
        participation.wins,
        participation.losses,
      ]);
    }
    // b leads: wins over a 3.0 and a 2.0 (1550 + 350) and three matches played (3 × 50).
    expect(rowValues(open, 2).slice(2, 10)).toEqual([
      season.entries[1]!.player.displayName,
      '3.0',
      'PLAY',
      2050,
      0,
      3,
      2,
      1,
    ]);
    const under = workbook.getWorksheet('UNDER 2.5')!;
    expect(under.rowCount).toBe(2);
    expect(rowValues(under, 2).slice(0, 4)).toEqual([
      1,
      season.entries[0]!.player.id,
      season.entries[0]!.player.displayName,
      '2.0',
    ]);
  });

  it('refuses a doubles championship with 409', async () => {
    const doubles = await buildChampionship(t.db, { type: 'doubles' });
    const response = await as.admin.get(`/api/backoffice/championships/${doubles.id}/exports/standings`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ERRORS.singlesOnly);
  });
});
