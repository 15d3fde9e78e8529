import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUnifiedSchedule } from '@tennis/contracts';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { buildChampionshipFixture, buildScheduledMatch, scores } from './match-test-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  const f = await buildChampionshipFixture(t.db, { players: 4 });
  const draft = await buildChampionshipFixture(t.db, { players: 2 });
  await t.db.execute(`update championships set state = 'draft' where id = ${draft.championshipId}`);
  // 23:30 on 14 March 2027 in Athens is 21:30 UTC: still the 14th there.
  await buildScheduledMatch(t.db, f, f.playerIds[0]!, f.playerIds[1]!, {
    scheduledAt: new Date('2027-03-14T21:30:00Z'),
  });
  const played = await buildScheduledMatch(t.db, f, f.playerIds[2]!, f.playerIds[3]!, {
    scheduledAt: new Date('2027-03-14T08:00:00Z'),
  });
  await buildScheduledMatch(t.db, f, f.playerIds[0]!, f.playerIds[2]!, {
    scheduledAt: new Date('2027-03-15T08:00:00Z'),
  });
  await buildScheduledMatch(t.db, draft, draft.playerIds[0]!, draft.playerIds[1]!, {
    scheduledAt: new Date('2027-03-14T10:00:00Z'),
  });
  await as.host.post(`/api/matches/${played}/score`, scores.straightSets);
  slug = (await t.db.query.tournamentHosts.findFirst({ where: (h, { eq }) => eq(h.id, 1) }))!.slug;
});
afterAll(async () => {
  await t?.close();
});

const load = async (who: Agent, date: string) => {
  const response = await who.get(`/api/hosts/${slug}/unified-schedule?date=${date}`);
  expect(response.statusCode).toBe(200);
  return response.json<TUnifiedSchedule>();
};

describe('GET /api/hosts/{hostSlug}/unified-schedule', () => {
  it("lists the Athens day's matches in time order, with scores, and leaves out unpublished championships", async () => {
    const day = await load(as.guest, '2027-03-14');
    expect(day.host.id).toBe(1);
    expect(day.matches.map((m) => m.scheduledAt)).toEqual(['2027-03-14 10:00:00', '2027-03-14 23:30:00']);
    expect(day.matches[0]).toMatchObject({ state: 'concluded', scoreText: '6-4 6-3', kind: 'championship' });
  });

  it('answers an empty list for a day without matches', async () => {
    expect((await load(as.guest, '2027-03-20')).matches).toEqual([]);
  });

  it.each<[Who, boolean]>([
    ['guest', false],
    ['newuser', false],
    ['player', false],
    ['employee', true],
    ['host', true],
    ['host2', false],
    ['admin', false],
    ['god', false],
  ])('gives %s the actions column: %s (only the back office of that host)', async (who, actions) => {
    const day = await load(as[who], '2027-03-14');
    expect(day.permissions.actions).toBe(actions);
    expect(day.matches.every((m) => m.permissions.manage === actions)).toBe(true);
  });

  it('answers 404 for an unknown host and 422 for a malformed or impossible date', async () => {
    expect((await as.guest.get('/api/hosts/no-such-host/unified-schedule?date=2027-03-14')).statusCode).toBe(404);
    expect((await as.guest.get(`/api/hosts/${slug}/unified-schedule?date=14-03-2027`)).statusCode).toBe(422);
    expect((await as.guest.get(`/api/hosts/${slug}/unified-schedule?date=2027-02-30`)).statusCode).toBe(422);
  });
});
