import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIENDLY_MESSAGES, NO_PLAYER_PROFILE } from '@tennis/contracts';
import { matches } from '../db/schema/index.js';
import { scores } from '../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { buildFriendlyFixture, singlesDraft, type FriendlyFixture } from './friendly-match-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;
let f: FriendlyFixture;
let me: number;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  f = await buildFriendlyFixture(t.db);
  me = t.seeded.playerId;
});
afterAll(async () => {
  await t?.close();
});

// Each test plays on a day of its own: a player cannot have two matches at one moment.
let day = 0;
const nextSlot = () => `2026-10-${String((day += 1)).padStart(2, '0')} 18:30:00`;
const submit = (body: object, who: Who = 'player') => as[who].post('/api/friendly-matches', body);
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: Record<string, string[]> }).errors;

describe('POST /api/friendly-matches (the wizard, friendly: true)', () => {
  it('records a singles friendly at a listed club, the submitter at home, concluded with the winner', async () => {
    const response = await submit(singlesDraft(f.athensClubId, f.playerIds[0]!, nextSlot()));
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Ο φιλικός αγώνας καταχωρήθηκε με επιτυχία');
    expect(data).toMatchObject({ kind: 'friendly', type: 'singles', state: 'concluded', winner: 0, hostId: null });
    expect(data.home.players.map((p: { id: number }) => p.id)).toEqual([me]);
    expect(data.away.players.map((p: { id: number }) => p.id)).toEqual([f.playerIds[0]]);
    expect(data.scoreText).toBe('6-4 6-3');
  });

  it('records a doubles friendly at another club, with the teammate at home and the notes kept as the submitter’s', async () => {
    const response = await submit({
      friendly: true,
      type: 'doubles',
      scheduledAt: nextSlot(),
      otherClubName: '  Δημοτικά Γήπεδα Βύρωνα ',
      otherClubSurface: 'hard',
      teammate: f.playerIds[1],
      opponent: f.playerIds[2],
      opponent_2: f.playerIds[3],
      notes: 'Καλό παιχνίδι',
      score: scores.superTieBreak,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(matches).where(eq(matches.id, response.json().data.id));
    expect(row).toMatchObject({
      homePlayer1Id: me,
      homePlayer2Id: f.playerIds[1],
      awayPlayer1Id: f.playerIds[2],
      awayPlayer2Id: f.playerIds[3],
      clubId: null,
      surface: null,
      otherClubName: 'Δημοτικά Γήπεδα Βύρωνα',
      otherClubSurface: 'hard',
      personalNotes: 'Καλό παιχνίδι',
      winner: 0,
    });
  });

  it('blocks the date-and-venue step with the spec’s messages', async () => {
    const { scheduledAt: _, ...noTime } = singlesDraft(f.athensClubId, f.playerIds[0]!, nextSlot());
    expect(errorsOf(await submit(noTime))).toEqual({ scheduledAt: [FRIENDLY_MESSAGES.scheduledAt] });
    const noSurface = { ...singlesDraft(f.athensClubId, f.playerIds[0]!, nextSlot()), surface: null };
    expect(errorsOf(await submit(noSurface))).toEqual({ surface: ['Παρακαλούμε επιλέξτε επιφάνεια'] });
    const noClub = { ...singlesDraft(f.athensClubId, f.playerIds[0]!, nextSlot()), clubId: null };
    expect(errorsOf(await submit(noClub))).toEqual({
      otherClubName: ['Παρακαλούμε επιλέξτε club ή εισάγετε νέο'],
      otherClubSurface: ['Παρακαλούμε συμπληρώστε επιφάνεια'],
    });
  });

  it('blocks the opponents step with the spec’s messages', async () => {
    const { opponent: _, ...noOpponent } = singlesDraft(f.athensClubId, f.playerIds[0]!, nextSlot());
    const singles = await submit(noOpponent);
    expect(singles.statusCode).toBe(422);
    expect(singles.json()).toEqual({
      message: 'Δεν έχετε επιλέξει αντίπαλο',
      errors: { opponent: ['Δεν έχετε επιλέξει αντίπαλο'] },
    });
    const doubles = await submit({ ...noOpponent, type: 'doubles', opponent: f.playerIds[0] });
    expect(errorsOf(doubles)).toEqual({
      teammate: ['Δεν έχετε επιλέξει συμπαίκτη'],
      opponent_2: ['Δεν έχετε επιλέξει αντίπαλο #2'],
    });
  });

  it('refuses a score the domain refuses, a future date and a time off the quarter-hour grid', async () => {
    const bad = await submit({
      ...singlesDraft(f.athensClubId, f.playerIds[0]!, nextSlot()),
      score: { s1: scores.part(6, 5), s2: scores.part(6, 3) },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad))).toEqual(['s1']);
    const future = await submit(singlesDraft(f.athensClubId, f.playerIds[0]!, '2031-05-01 18:00:00'));
    expect(errorsOf(future)).toEqual({ scheduledAt: [FRIENDLY_MESSAGES.inFuture] });
    const offGrid = await submit(singlesDraft(f.athensClubId, f.playerIds[0]!, '2026-09-01 18:10:00'));
    expect(Object.keys(errorsOf(offGrid))).toEqual(['scheduledAt']);
  });

  it('refuses a surface the club does not offer and an unknown club', async () => {
    const sand = { ...singlesDraft(f.thessalonikiClubId, f.playerIds[0]!, nextSlot()), surface: 'hard' };
    expect(Object.keys(errorsOf(await submit(sand)))).toEqual(['surface']);
    const unknown = singlesDraft(2_000_000, f.playerIds[0]!, nextSlot());
    expect(Object.keys(errorsOf(await submit(unknown)))).toEqual(['clubId']);
  });

  it('refuses the submitter as an opponent, the same player twice and a player who does not exist', async () => {
    const self = await submit(singlesDraft(f.athensClubId, me, nextSlot()));
    expect(errorsOf(self)).toEqual({ opponent: [FRIENDLY_MESSAGES.samePlayerTwice] });
    const twice = await submit({
      ...singlesDraft(f.athensClubId, f.playerIds[0]!, nextSlot()),
      type: 'doubles',
      teammate: f.playerIds[0],
      opponent_2: f.playerIds[1],
    });
    expect(errorsOf(twice)).toEqual({ opponent: [FRIENDLY_MESSAGES.samePlayerTwice] });
    const ghost = await submit(singlesDraft(f.athensClubId, 2_000_000, nextSlot()));
    expect(errorsOf(ghost)).toEqual({ opponent: [FRIENDLY_MESSAGES.unknownPlayer] });
  });

  it('always puts the signed-in player at home: fields naming someone else as the submitter are ignored', async () => {
    const response = await submit({
      ...singlesDraft(f.athensClubId, f.playerIds[4]!, nextSlot()),
      player1Id: f.playerIds[5],
      homePlayer1Id: f.playerIds[5],
      createdByUserId: t.seeded.users.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(matches).where(eq(matches.id, response.json().data.id));
    expect(row).toMatchObject({
      homePlayer1Id: me,
      awayPlayer1Id: f.playerIds[4],
      createdByUserId: t.seeded.users.player,
    });
  });

  it('refuses a second match of the same player at the same moment with 409', async () => {
    const at = nextSlot();
    expect((await submit(singlesDraft(f.athensClubId, f.playerIds[0]!, at))).statusCode).toBe(200);
    expect((await submit(singlesDraft(f.athensClubId, f.playerIds[1]!, at))).statusCode).toBe(409);
  });

  it('needs a signed-in user with a player profile', async () => {
    const draft = singlesDraft(f.athensClubId, f.playerIds[0]!, nextSlot());
    expect((await submit(draft, 'guest')).statusCode).toBe(401);
    const newuser = await submit(draft, 'newuser');
    expect(newuser.statusCode).toBe(403);
    expect(newuser.json().message).toBe(NO_PLAYER_PROFILE);
  });
});
