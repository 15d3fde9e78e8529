import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { championshipParticipations } from '../../db/schema/index.js';
import { buildChampionshipFixture, type ChampionshipFixture } from '../../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { athensDayFromToday } from './availability-test-days.js';

// The authorization matrix of availability (spec 3 §6, decision 028): the
// player alone sets and unsets their own; they, the admins, god mode, the
// staff of a host whose championship they entered and the players of the
// same championships read it; a guest is asked to sign in (401).

let t: TestApp;
let as: Record<Who, Agent>;
let fixture: ChampionshipFixture;
let hour = 8;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  // Host 1's championship, with player@demo.gr and two players of no account.
  fixture = await buildChampionshipFixture(t.db, { players: 2 });
  await t.db
    .insert(championshipParticipations)
    .values({ championshipId: fixture.championshipId, playerId: t.seeded.playerId, state: 'approved', atrp: 3 });
});
afterAll(async () => t?.close());

/** A new hour of player@demo.gr's next week for each call, so no call meets another's event. */
function nextPeriod() {
  const day = athensDayFromToday(7 + Math.floor((hour - 8) / 15));
  const start = 8 + ((hour - 8) % 15);
  hour += 1;
  const at = (h: number) => `${day} ${String(h).padStart(2, '0')}:00:00`;
  return { start: at(start), end: at(start + 1) };
}

const readers = (shares: number): Record<Who, number> => ({
  guest: 401,
  newuser: 403,
  player: shares,
  employee: shares,
  host: shares,
  host2: 403,
  admin: 200,
  god: 200,
});
const onlyThePlayer: Record<Who, number> = { ...readers(403), admin: 403, god: 403, player: 200 };

interface Call {
  name: string;
  run: (who: Who) => Promise<{ statusCode: number; body: string }>;
  expected: Record<Who, number>;
}

const CALLS: Call[] = [
  {
    name: "GET /api/players/{id}/availability of player@demo.gr's own calendar",
    run: (who) => as[who].get(`/api/players/${t.seeded.playerId}/availability`),
    expected: readers(200),
  },
  {
    name: 'GET /api/players/{id}/availability of a player of the same championship',
    run: (who) => as[who].get(`/api/players/${fixture.playerIds[0]}/availability`),
    expected: readers(200),
  },
  {
    name: 'GET /api/players/{id}/availability of a player in no championship',
    run: async (who) => as[who].get(`/api/players/${(await buildPlayer(t.db)).id}/availability`),
    expected: readers(403),
  },
  {
    name: "POST /api/players/{id}/availability on player@demo.gr's calendar",
    run: (who) => as[who].post(`/api/players/${t.seeded.playerId}/availability`, nextPeriod()),
    expected: onlyThePlayer,
  },
  {
    name: "DELETE /api/players/{id}/availability/{eventId} of player@demo.gr's event",
    run: async (who) => {
      const created = await as.player.post(`/api/players/${t.seeded.playerId}/availability`, nextPeriod());
      const { id } = created.json().data as { id: number };
      return as[who].delete(`/api/players/${t.seeded.playerId}/availability/${id}`);
    },
    expected: onlyThePlayer,
  },
  {
    name: 'GET /api/championships/{id}/common-availability of host 1',
    run: (who) =>
      as[who].get(
        `/api/championships/${fixture.championshipId}/common-availability?player1Id=${fixture.playerIds[0]}&player2Id=${fixture.playerIds[1]}`,
      ),
    expected: { ...readers(200), player: 403 },
  },
];

describe('authorization matrix of availability (APP_ENV test)', () => {
  for (const call of CALLS) {
    it(call.name, async () => {
      const answered = {} as Record<Who, number>;
      for (const who of EVERYONE) answered[who] = (await call.run(who)).statusCode;
      expect(answered).toEqual(call.expected);
    });
  }
});
