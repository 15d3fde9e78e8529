import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';
import {
  buildFriendlyFixture,
  scheduleRequest,
  singlesDraft,
  type FriendlyFixture,
} from './friendly-match-fixtures.js';

// Friendlies (decision 027): the list for every signed-in user with a player
// profile or a back-office role; the wizard's submission for a player
// profile only (in the demo, player@demo.gr alone has one); the schedule for
// the back office, each organiser at its own clubs (host2 at its own here).

let t: TestApp;
let as: Record<Who, Agent>;
let f: FriendlyFixture;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  f = await buildFriendlyFixture(t.db, 2 * EVERYONE.length);
});
afterAll(async () => {
  await t?.close();
});

const table = (statuses: number[]) => EVERYONE.map((who, index) => [who, statuses[index]!, index] as const);

describe('GET /api/friendly-matches', () => {
  //             guest newuser player employee host host2 admin god
  it.each(table([401, 403, 200, 200, 200, 200, 200, 200]))('answers %s with %i', async (who, status) => {
    expect((await as[who].get('/api/friendly-matches')).statusCode).toBe(status);
  });
});

describe('POST /api/friendly-matches, friendly: true (the wizard)', () => {
  it.each(table([401, 403, 200, 403, 403, 403, 403, 403]))('answers %s with %i', async (who, status, index) => {
    const draft = singlesDraft(f.athensClubId, f.playerIds[index]!, `2026-09-${10 + index} 18:00:00`);
    const response = await as[who].post('/api/friendly-matches', draft);
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('POST /api/friendly-matches, friendly: false (the schedule screen)', () => {
  it.each(table([401, 403, 403, 200, 200, 200, 200, 200]))('answers %s with %i', async (who, status, index) => {
    const club = who === 'host2' ? f.thessalonikiClubId : f.athensClubId;
    const pair = f.playerIds.slice(2 * index, 2 * index + 2);
    const response = await as[who].post('/api/friendly-matches', scheduleRequest(club, pair, '2026-12-10 18:00:00'));
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('GET /api/friendly-matches/venues', () => {
  it.each(table([401, 200, 200, 200, 200, 200, 200, 200]))('answers %s with %i for the wizard', async (who, status) => {
    expect((await as[who].get('/api/friendly-matches/venues?mode=wizard')).statusCode).toBe(status);
  });
  it.each(table([401, 403, 403, 200, 200, 200, 200, 200]))(
    'answers %s with %i for the schedule screen',
    async (who, status) => {
      expect((await as[who].get('/api/friendly-matches/venues?mode=schedule')).statusCode).toBe(status);
    },
  );
});
