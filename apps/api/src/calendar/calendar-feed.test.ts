import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, type TCalendarFeed } from '@tennis/contracts';
import { matches, tournamentCategories } from '../db/schema/index.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  type ChampionshipFixture,
} from '../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildTournament } from '../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';

// The calendar feeds: the player's own private feed (only they make, replace
// or remove its address), a tournament's public order of play, one match as a
// file. What they serve is read back with a real iCalendar parser.

let t: TestApp;
let as: Record<Who, Agent>;
let f: ChampionshipFixture;
/** player@demo.gr's player. */
let me: number;
/** A championship match of mine on the day summer time ends (18:00 in Athens is 16:00 UTC). */
let mine: number;
/** A match of two other players. */
let theirs: number;
let friendly: number;

interface ReadEvent {
  uid: string;
  sequence: number;
  start: string;
  summary: string;
  location: string | null;
}

function readCalendar(text: string): ReadEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location,
    };
  });
}

const feedOf = (url: string) => new URL(url).pathname;
const own = () => `/api/players/${me}/calendar-feed`;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  me = t.seeded.playerId;
  f = await buildChampionshipFixture(t.db, { players: 3 });
  const [rival, other1, other2] = f.playerIds as [number, number, number];
  mine = await buildScheduledMatch(t.db, f, me, rival, { scheduledAt: new Date('2026-10-25T16:00:00Z') });
  theirs = await buildScheduledMatch(t.db, f, other1, other2, { scheduledAt: new Date('2026-10-26T16:00:00Z') });
  const [row] = await t.db
    .insert(matches)
    .values({
      kind: 'friendly',
      type: 'singles',
      homePlayer1Id: me,
      awayPlayer1Id: rival,
      state: 'initialized',
      scheduledAt: new Date('2026-12-05T08:00:00Z'),
      otherClubName: 'Γήπεδα Φίλων, Μαρούσι',
      otherClubSurface: 'hard',
    })
    .returning({ id: matches.id });
  friendly = row!.id;
});
afterAll(async () => {
  await t?.close();
});

const table = (statuses: number[]) => EVERYONE.map((who, index) => [who, statuses[index]!] as const);

describe("who handles player@demo.gr's feed address", () => {
  //                                   guest newuser player employee host host2 admin god
  const onlyTheirs = table([401, 403, 200, 403, 403, 403, 403, 403]);
  it.each(onlyTheirs)('GET: %s gets %i', async (who, status) => {
    expect((await as[who].get(own())).statusCode).toBe(status);
  });
  it.each(onlyTheirs.filter(([who]) => who !== 'player'))('POST and DELETE: %s gets %i', async (who, status) => {
    const made = await as[who].post(own());
    expect(made.statusCode).toBe(status);
    if (status === 403) expect(made.json<{ message: string }>().message).toBe(CALENDAR_MESSAGES.ownOnly);
    expect((await as[who].delete(own())).statusCode).toBe(status);
  });
  it('answers 404 for an unknown player', async () => {
    expect((await as.player.get('/api/players/999999/calendar-feed')).statusCode).toBe(404);
  });
});

describe('the private feed', () => {
  it('is made, read by a calendar app with the Athens times, replaced and removed', async () => {
    const made = await as.player.post(own());
    expect(made.statusCode).toBe(200);
    const first = made.json<{ message: string; data: TCalendarFeed }>();
    expect(first.data.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/players\/[\w-]{43}\/matches\.ics$/);
    expect((await as.player.get(own())).json<{ data: TCalendarFeed }>().data.url).toBe(first.data.url);

    // The calendar app sends no cookie: the address alone opens the feed.
    const feed = await t.app.inject({ url: feedOf(first.data.url!) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const events = readCalendar(feed.body);
    const ids = events.map((event) => Number(/^match-(\d+)@/.exec(event.uid)?.[1]));
    expect(ids).toContain(mine);
    expect(ids).toContain(friendly);
    expect(ids).not.toContain(theirs);
    const championshipMatch = events.find((event) => event.uid.startsWith(`match-${mine}@`))!;
    expect(championshipMatch.start).toBe('2026-10-25T16:00:00.000Z');
    expect(feed.body).toContain('DTSTART;TZID=Europe/Athens:20261025T180000');
    expect(championshipMatch.location).toContain('Όμιλος Αντισφαίρισης Κηφισιάς');
    expect(events.find((event) => event.uid.startsWith(`match-${friendly}@`))!.location).toBe('Γήπεδα Φίλων, Μαρούσι');

    const replaced = await as.player.post(own());
    expect(replaced.json<{ message: string }>().message).toBe(CALENDAR_MESSAGES.replaced);
    const second = replaced.json<{ data: TCalendarFeed }>().data.url!;
    expect(second).not.toBe(first.data.url);
    expect((await t.app.inject({ url: feedOf(first.data.url!) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: feedOf(second) })).statusCode).toBe(200);

    const removed = await as.player.delete(own());
    expect(removed.json<{ message: string }>().message).toBe(CALENDAR_MESSAGES.revoked);
    expect((await t.app.inject({ url: feedOf(second) })).statusCode).toBe(404);
    expect((await as.player.get(own())).json<{ data: TCalendarFeed }>().data.url).toBeNull();
  });

  it('moves a rescheduled match under the same UID with a higher SEQUENCE', async () => {
    const moved = await buildScheduledMatch(t.db, f, me, f.playerIds[1]!, {
      scheduledAt: new Date('2026-11-01T16:00:00Z'),
    });
    const url = (await as.player.post(own())).json<{ data: TCalendarFeed }>().data.url!;
    const before = readCalendar((await t.app.inject({ url: feedOf(url) })).body).find((e) =>
      e.uid.startsWith(`match-${moved}@`),
    )!;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await t.db
      .update(matches)
      .set({ scheduledAt: new Date('2026-11-01T17:00:00Z') })
      .where(eq(matches.id, moved));
    const after = readCalendar((await t.app.inject({ url: feedOf(url) })).body).find((e) =>
      e.uid.startsWith(`match-${moved}@`),
    )!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start).toBe('2026-11-01T17:00:00.000Z');
  });

  it('refuses a malformed address as not found', async () => {
    expect((await t.app.inject({ url: '/api/calendar/players/short/matches.ics' })).statusCode).toBe(422);
    const unknown = `/api/calendar/players/${'a'.repeat(43)}/matches.ics`;
    expect((await t.app.inject({ url: unknown })).statusCode).toBe(404);
  });
});

describe("a tournament's order of play", () => {
  it('is a public feed once the tournament is out of draft', async () => {
    const tournament = await buildTournament(t.db, { state: 'underway' });
    const draft = await buildTournament(t.db, { state: 'draft' });
    const [a, b] = f.playerIds as [number, number];
    const [category] = await t.db
      .insert(tournamentCategories)
      .values({ tournamentId: tournament.id, name: 'Ανδρών Μονό', type: 'singles', gender: 0 })
      .returning();
    await t.db.insert(matches).values({
      kind: 'tournament',
      type: 'singles',
      hostId: 1,
      tournamentId: tournament.id,
      tournamentCategoryId: category!.id,
      tournamentPhase: 2,
      aa: 1,
      homePlayer1Id: a,
      awayPlayer1Id: b,
      state: 'initialized',
      scheduledAt: new Date('2026-03-29T07:00:00Z'),
    });
    const feed = await as.guest.get(`/api/calendar/tournaments/${tournament.id}/order-of-play.ics`);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('public, max-age=300');
    const events = readCalendar(feed.body);
    expect(events).toHaveLength(1);
    // The day summer time starts: 07:00 UTC is 10:00 in Athens.
    expect(events[0]!.start).toBe('2026-03-29T07:00:00.000Z');
    expect(feed.body).toContain('DTSTART;TZID=Europe/Athens:20260329T100000');
    expect((await as.guest.get(`/api/calendar/tournaments/${draft.id}/order-of-play.ics`)).statusCode).toBe(404);
  });
});

describe('one match as a file', () => {
  it('gives a published match to anyone, a friendly to its players only', async () => {
    const file = await as.guest.get(`/api/matches/${mine}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="match-${mine}.ics"`);
    expect(readCalendar(file.body)).toHaveLength(1);
    expect((await as.guest.get(`/api/matches/${friendly}/calendar.ics`)).statusCode).toBe(404);
    expect((await as.newuser.get(`/api/matches/${friendly}/calendar.ics`)).statusCode).toBe(404);
    expect((await as.player.get(`/api/matches/${friendly}/calendar.ics`)).statusCode).toBe(200);
    expect((await as.admin.get(`/api/matches/${friendly}/calendar.ics`)).statusCode).toBe(200);
  });

  it('answers 404 with its reason for a match with no time yet', async () => {
    const unscheduled = await buildScheduledMatch(t.db, f, me, f.playerIds[0]!, { scheduledAt: null });
    const response = await as.guest.get(`/api/matches/${unscheduled}/calendar.ics`);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(CALENDAR_MESSAGES.notScheduled);
  });
});
