import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { MAIN_HOST_STAFF_AND_ADMINS, demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  scores,
  type ChampionshipFixture,
} from './match-test-fixtures.js';

// Every match action belongs to the back office of the match's host: admins
// (god included) for any host, host 1's host and employee for host 1's
// matches. host2 runs another organiser: 403.

let t: TestApp;
let as: Record<Who, Agent>;
let f: ChampionshipFixture;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  f = await buildChampionshipFixture(t.db, { players: 2 });
});
afterAll(async () => {
  await t?.close();
});

const expected = MAIN_HOST_STAFF_AND_ADMINS;

const actions: [string, (id: number) => string, object | undefined, boolean][] = [
  ['score', (id) => `/api/matches/${id}/score`, scores.straightSets, false],
  ['rollback', (id) => `/api/matches/${id}/rollback`, undefined, true],
  [
    'schedule',
    (id) => `/api/matches/${id}/schedule`,
    { scheduledAt: '2026-12-10 18:00:00', clubId: 0, surface: 'clay' },
    false,
  ],
  ['toggle-featured', (id) => `/api/matches/${id}/toggle-featured`, undefined, false],
  ['update-oop-comments', (id) => `/api/matches/${id}/update-oop-comments`, { orderOfPlayComments: 'Γήπεδο 2' }, false],
];

describe.each(actions)('POST /api/matches/{id}/%s', (_name, url, body, needsConcluded) => {
  it.each(EVERYONE.map((who) => [who, expected[who]] as const))('answers %s with %i', async (who, status) => {
    const id = await buildScheduledMatch(t.db, f, f.playerIds[0]!, f.playerIds[1]!, { scheduledAt: null });
    if (needsConcluded) await as.admin.post(`/api/matches/${id}/score`, scores.straightSets);
    // Each schedule call takes its own day: the same players cannot be booked twice at one time.
    const payload =
      body && 'clubId' in body
        ? {
            ...body,
            clubId: f.clubId,
            scheduledAt: `2026-12-${String(10 + EVERYONE.indexOf(who)).padStart(2, '0')} 18:00:00`,
          }
        : body;
    const response = await as[who].post(url(id), payload);
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('POST /api/matches/{id}/swap-participant', () => {
  it.each(EVERYONE.map((who) => [who, expected[who]] as const))('answers %s with %i', async (who, status) => {
    const extra = await buildChampionshipFixture(t.db, { players: 3 });
    const id = await buildScheduledMatch(t.db, extra, extra.playerIds[0]!, extra.playerIds[1]!, { scheduledAt: null });
    const response = await as[who].post(`/api/matches/${id}/swap-participant`, {
      homeOrAway: 'away',
      player1Id: extra.playerIds[2],
    });
    expect(response.statusCode, response.body).toBe(status);
  });
});
