import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES as M, MATCH_MESSAGES, type TAvailabilityResponse } from '@tennis/contracts';
import { availabilityEvents, championshipParticipations } from '../../db/schema/index.js';
import { buildChampionshipFixture, type ChampionshipFixture } from '../../matches/match-test-fixtures.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { parseAthensDateTime } from '../../matches/athens-date-time.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { athensDayFromToday, nextClockChange } from './availability-test-days.js';

// A player's availability (decision 028): only the player sets and unsets
// it, within one Athens day from 08:00 to 24:00 on the 15-minute grid, and
// what overlaps or touches is joined into one event.

let t: TestApp;
let as: Record<Who, Agent>;
let me: number;
let fixture: ChampionshipFixture;
const day = athensDayFromToday(8);

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  me = t.seeded.playerId;
  fixture = await buildChampionshipFixture(t.db, { players: 2 });
  await t.db
    .insert(championshipParticipations)
    .values({ championshipId: fixture.championshipId, playerId: me, state: 'approved', atrp: 3 });
});
afterAll(async () => t?.close());

const set = (body: object, who: Who = 'player', playerId = me) =>
  as[who].post(`/api/players/${playerId}/availability`, body);
const calendar = async (query: string, who: Who = 'player', playerId = me) => {
  const response = await as[who].get(`/api/players/${playerId}/availability?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAvailabilityResponse>().data;
};
const storedOf = (playerId: number) =>
  t.db.select().from(availabilityEvents).where(eq(availabilityEvents.playerId, playerId));

describe('POST /api/players/{id}/availability', () => {
  it('stores a period with its club and reads it back in Athens time', async () => {
    const day = athensDayFromToday(11);
    const created = await set({ start: `${day} 18:00:00`, end: `${day} 20:30:00`, clubId: fixture.clubId });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: M.created,
      merged: 0,
      data: { start: `${day} 18:00:00`, end: `${day} 20:30:00`, clubId: fixture.clubId },
    });
    const data = await calendar(`from=${day}&to=${day}`);
    expect(data.events).toEqual([created.json().data]);
    expect(data.events[0]!.clubName).toMatch(/^Όμιλος Αντισφαίρισης Κηφισιάς/);
    expect(data.permissions).toEqual({ create: true, delete: true });
  });

  it('joins periods that overlap or touch into one, keeping the earlier club when the new one names none', async () => {
    const other = athensDayFromToday(9);
    await set({ start: `${other} 09:00:00`, end: `${other} 10:00:00`, clubId: fixture.clubId });
    await set({ start: `${other} 11:00:00`, end: `${other} 12:00:00` });
    const joined = await set({ start: `${other} 10:00:00`, end: `${other} 11:30:00` });
    expect(joined.json()).toMatchObject({
      message: M.merged,
      merged: 2,
      data: { start: `${other} 09:00:00`, end: `${other} 12:00:00`, clubId: fixture.clubId },
    });
    const data = await calendar(`from=${other}&to=${other}`);
    expect(data.events.map((e) => [e.start, e.end])).toEqual([[`${other} 09:00:00`, `${other} 12:00:00`]]);
  });

  it.each([
    ['a time off the 15-minute grid', { start: `${day} 10:10:00`, end: `${day} 11:00:00` }, 'start', M.notOnGrid],
    ['an end before the start', { start: `${day} 12:00:00`, end: `${day} 11:00:00` }, 'end', M.endBeforeStart],
    ['an empty period', { start: `${day} 12:00:00`, end: `${day} 12:00:00` }, 'end', M.endBeforeStart],
    ['a start before 08:00', { start: `${day} 07:45:00`, end: `${day} 09:00:00` }, 'start', M.outsideHours],
    [
      'a period past midnight',
      { start: `${day} 23:00:00`, end: `${athensDayFromToday(9)} 00:15:00` },
      'end',
      M.outsideHours,
    ],
    [
      'a day that does not exist',
      { start: '2027-02-30 10:00:00', end: '2027-02-30 11:00:00' },
      'start',
      M.invalidDateTime,
    ],
    [
      'a period in the past',
      { start: `${athensDayFromToday(-1)} 10:00:00`, end: `${athensDayFromToday(-1)} 11:00:00` },
      'start',
      M.inPast,
    ],
    [
      'a period more than a year ahead',
      { start: `${athensDayFromToday(400)} 10:00:00`, end: `${athensDayFromToday(400)} 11:00:00` },
      'start',
      M.tooFar,
    ],
    ['an unknown club', { start: `${day} 10:00:00`, end: `${day} 11:00:00`, clubId: 999_999 }, 'clubId', M.unknownClub],
  ])('refuses %s with a Greek message on its field', async (_name, body, field, message) => {
    const before = (await storedOf(me)).length;
    expectFieldError(await set(body), field, message);
    expect(await storedOf(me)).toHaveLength(before);
  });

  it('takes a period that ends at midnight (24:00)', async () => {
    const created = await set({ start: `${day} 22:00:00`, end: `${athensDayFromToday(9)} 00:00:00` });
    expect(created.statusCode, created.body).toBe(200);
  });

  it('keeps Athens wall-clock times on the last Sunday of March, when the clocks go forward', async () => {
    const sunday = nextClockChange(3);
    const created = await set({ start: `${sunday} 08:00:00`, end: `${sunday} 23:00:00` });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = (await storedOf(me)).filter((r) => r.startsAt.toISOString().startsWith(sunday));
    // 08:00 summer time (UTC+3) is 05:00 UTC; the Saturday before, 08:00 is still 06:00 UTC.
    expect(row!.startsAt.toISOString()).toBe(`${sunday}T05:00:00.000Z`);
    expect(row!.endsAt.toISOString()).toBe(`${sunday}T20:00:00.000Z`);
    expect((await calendar(`from=${sunday}&to=${sunday}`)).events.map((e) => e.start)).toEqual([`${sunday} 08:00:00`]);
  });

  it('keeps Athens wall-clock times on the last Sunday of October, when the clocks go back', async () => {
    const sunday = nextClockChange(10);
    const saturday = new Date(Date.parse(`${sunday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const monday = new Date(Date.parse(`${sunday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await set({ start: `${saturday} 08:00:00`, end: `${saturday} 10:00:00` })).statusCode).toBe(200);
    expect((await set({ start: `${sunday} 08:00:00`, end: `${monday} 00:00:00` })).statusCode).toBe(200);
    const rows = (await storedOf(me)).filter((r) => r.startsAt.toISOString() >= `${saturday}T00`);
    const starts = rows.map((r) => r.startsAt.toISOString()).sort();
    // Saturday is UTC+3, Sunday UTC+2: the same 08:00 on the wall is an hour later in UTC.
    expect(starts.slice(0, 2)).toEqual([`${saturday}T05:00:00.000Z`, `${sunday}T06:00:00.000Z`]);
    const data = await calendar(`from=${saturday}&to=${sunday}`);
    expect(data.events.map((e) => [e.start, e.end])).toEqual([
      [`${saturday} 08:00:00`, `${saturday} 10:00:00`],
      [`${sunday} 08:00:00`, `${monday} 00:00:00`],
    ]);
  });

  it('refuses the player to set another player’s availability (403) and a guest (401)', async () => {
    const body = { start: `${day} 10:00:00`, end: `${day} 11:00:00` };
    const theirs = (await buildPlayer(t.db)).id;
    expect((await set(body, 'player', theirs)).statusCode).toBe(403);
    expect((await set(body, 'admin', theirs)).statusCode).toBe(403);
    expect((await set(body, 'guest', theirs)).statusCode).toBe(401);
    expect(await storedOf(theirs)).toHaveLength(0);
  });
});

describe('DELETE /api/players/{id}/availability/{eventId}', () => {
  it('removes the player’s own event', async () => {
    const other = athensDayFromToday(10);
    const created = await set({ start: `${other} 17:00:00`, end: `${other} 19:00:00` });
    const { id } = created.json().data as { id: number };
    const removed = await as.player.delete(`/api/players/${me}/availability/${id}`);
    expect(removed.json()).toEqual({ message: M.deleted });
    expect((await calendar(`from=${other}&to=${other}`)).events).toEqual([]);
  });

  it('lets nobody else remove it, and answers 404 for an event of another player', async () => {
    const theirs = (await buildPlayer(t.db)).id;
    const [event] = await t.db
      .insert(availabilityEvents)
      .values({
        playerId: theirs,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
      })
      .returning();
    expect((await as.player.delete(`/api/players/${theirs}/availability/${event!.id}`)).statusCode).toBe(403);
    expect((await as.player.delete(`/api/players/${me}/availability/${event!.id}`)).statusCode).toBe(404);
    expect((await as.host.delete(`/api/players/${theirs}/availability/${event!.id}`)).statusCode).toBe(403);
    expect(await storedOf(theirs)).toHaveLength(1);
  });
});

describe('GET /api/players/{id}/availability', () => {
  it('shows another player of the same championship read-only', async () => {
    const theirs = fixture.playerIds[1]!;
    const data = await calendar('', 'player', theirs);
    expect(data.permissions).toEqual({ create: false, delete: false });
  });

  it('refuses a range longer than 62 days and a malformed day', async () => {
    expectFieldError(
      await as.player.get(`/api/players/${me}/availability?from=${day}&to=${athensDayFromToday(80)}`),
      'to',
      M.rangeTooLong,
    );
    expect((await as.player.get(`/api/players/${me}/availability?from=2027-13-01`)).statusCode).toBe(422);
  });
});

describe('GET /api/championships/{id}/common-availability', () => {
  it('lists the hours both players declared, at least 90 minutes long', async () => {
    const [a, b] = fixture.playerIds as [number, number];
    const when = athensDayFromToday(3);
    // Inserted as rows: these players have no account to sign in with.
    const row = (playerId: number, from: string, to: string) => ({
      playerId,
      startsAt: parseAthensDateTime(`${when} ${from}:00`)!,
      endsAt: parseAthensDateTime(`${when} ${to}:00`)!,
    });
    await t.db
      .insert(availabilityEvents)
      .values([row(a, '10:00', '13:00'), row(b, '11:00', '14:00'), row(a, '15:00', '16:00'), row(b, '15:00', '16:00')]);
    const response = await as.host.get(
      `/api/championships/${fixture.championshipId}/common-availability?player1Id=${a}&player2Id=${b}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.slots).toEqual([{ start: `${when} 11:00:00`, end: `${when} 13:00:00` }]);
  });

  it('refuses a player who is not in the championship and the same player twice', async () => {
    const [a] = fixture.playerIds as [number];
    const path = `/api/championships/${fixture.championshipId}/common-availability`;
    const stranger = await buildPlayer(t.db);
    expectFieldError(
      await as.host.get(`${path}?player1Id=${a}&player2Id=${stranger.id}`),
      'player2Id',
      MATCH_MESSAGES.notParticipant,
    );
    expectFieldError(await as.host.get(`${path}?player1Id=${a}&player2Id=${a}`), 'player2Id', M.samePlayer);
  });
});
