import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { computeStandings } from '@tennis/domain';
import type { TChampionshipLandingResponse, TPublicMatchesResponse, TStandingsResponse } from '@tennis/contracts';
import { loadStandingsMatches, loadStandingsParticipations } from '../standings/load-standings-inputs.js';
import { seedDemoData } from '../../seed/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship } from '../../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.seeded);
  as = await demoAgents(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const landing = async (who: Agent, slug: string) => {
  const response = await who.get(`/api/championships/by-slug/${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json<TChampionshipLandingResponse>().data;
};

describe('GET /api/championships/by-slug/{slug}', () => {
  it('gives the underway men’s championship with its host, venues and the monthly race', async () => {
    const data = await landing(as.guest, 'men-2026-2027');
    expect(data).toMatchObject({
      id: 9,
      state: 'underway',
      type: 'singles',
      gender: 0,
      host: { id: 1 },
      showsMonthlyRace: true,
      participates: false,
    });
    expect(data.venues.length).toBeGreaterThan(0);
    expect(data.permissions).toEqual({ register: true, backofficeView: false });
  });

  it('gives the demo season its video, the league’s social pages and the organiser’s phone and email', async () => {
    const data = await landing(as.guest, 'men-2026-2027');
    expect(data.videos).toEqual([expect.objectContaining({ youtubeId: 'JlrzSvCsIjE' })]);
    expect(data.socialLinks.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(data.host).toMatchObject({ phone: '2100000001', email: 'athens-tennis@demo.gr' });
    expect((await landing(as.guest, 'women-2026-2027')).videos).toEqual([]);
  });

  it('tells a participating player they are already in, and a man that the women’s championship is not his', async () => {
    const men = await landing(as.player, 'men-2026-2027');
    expect(men.participates).toBe(true);
    expect(men.permissions.register).toBe('Συμμετέχετε ήδη σε αυτό το πρωτάθλημα');
    const women = await landing(as.player, 'women-2026-2027');
    expect(women.permissions.register).toBe('Το πρωτάθλημα απευθύνεται σε αθλητές άλλου φύλου');
  });

  it('lets the back office of the championship’s host see the back-office link, not another host', async () => {
    expect((await landing(as.host, 'men-2026-2027')).permissions.backofficeView).toBe(true);
    expect((await landing(as.host2, 'men-2026-2027')).permissions.backofficeView).toBe(false);
  });

  it('answers 404 for a draft and for an unknown slug', async () => {
    await buildChampionship(t.db, { slug: 'draft-landing', state: 'draft' });
    expect((await as.guest.get('/api/championships/by-slug/draft-landing')).statusCode).toBe(404);
    expect((await as.guest.get('/api/championships/by-slug/nothing-here')).statusCode).toBe(404);
  });
});

describe('standings of the seeded championship', () => {
  it('equal computeStandings over its concluded matches, in both leagues', async () => {
    const response = await as.guest.get('/api/championships/9/standings');
    expect(response.statusCode).toBe(200);
    const body = response.json<TStandingsResponse>();
    const participations = await loadStandingsParticipations(t.db, 9);
    const matches = await loadStandingsMatches(t.db, 9);
    expect(matches.length).toBeGreaterThan(40);
    const pick = (r: {
      rank: number | null;
      playerId: number;
      points: number;
      secondaryPoints: number;
      matchesPlayed: number;
      wins: number;
      losses: number;
      status: string;
    }) => [r.rank, r.playerId, r.points, r.secondaryPoints, r.matchesPlayed, r.wins, r.losses, r.status];
    expect(body.open.map(pick)).toEqual(computeStandings(participations, matches, { league: 'open' }).map(pick));
    expect(body.under.map(pick)).toEqual(computeStandings(participations, matches, { league: 'under-2.5' }).map(pick));
  });
});

describe('schedule and results', () => {
  it('lists matches still to play from today, soonest first, and concluded ones newest first with their scores', async () => {
    const scheduled = (await as.guest.get('/api/championships/9/scheduled-matches')).json<TPublicMatchesResponse>()
      .data;
    expect(scheduled.length).toBeGreaterThan(0);
    const times = scheduled.map((m) => m.scheduledAt!);
    expect(times).toEqual([...times].sort());
    expect(scheduled.every((m) => m.score === null && m.winner === null)).toBe(true);

    const recent = (await as.guest.get('/api/championships/9/recent-results')).json<TPublicMatchesResponse>().data;
    expect(recent.length).toBeGreaterThan(0);
    const played = recent.map((m) => m.scheduledAt!);
    expect(played).toEqual([...played].sort().reverse());
    expect(recent.every((m) => m.winner !== null && m.score !== null)).toBe(true);
  });

  it('answers 404 for the matches of a draft', async () => {
    const draft = await buildChampionship(t.db, { state: 'draft' });
    expect((await as.guest.get(`/api/championships/${draft.id}/recent-results`)).statusCode).toBe(404);
  });
});

describe('POST /api/championships/{id}/register', () => {
  const agreed = {
    preferredSurface: 'clay',
    registrationNotes: 'Απογεύματα',
    termsAndConditionsAgreed: true,
    contactPermissionGranted: true,
  };

  it('creates a pending participation with the preferred surface and notes', async () => {
    const open = await buildChampionship(t.db, { participationsOpen: true });
    const response = await as.player.post(`/api/championships/${open.id}/register`, agreed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Η συμμετοχή σας καταχωρήθηκε με επιτυχία' });
    const { rows } = await t.db.execute<{ state: string; surface: string; notes: string; contact: boolean }>(sql`
      select state, preferred_surface as surface, registration_notes as notes, contact_permission_granted as contact
      from championship_participations where championship_id = ${open.id}`);
    expect(rows).toEqual([{ state: 'pending', surface: 'clay', notes: 'Απογεύματα', contact: true }]);
    const again = await as.player.post(`/api/championships/${open.id}/register`, agreed);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Συμμετέχετε ήδη σε αυτό το πρωτάθλημα');
  });

  it('needs both checkboxes, with the Greek message on each', async () => {
    const open = await buildChampionship(t.db, { participationsOpen: true });
    const response = await as.player.post(`/api/championships/${open.id}/register`, {
      ...agreed,
      contactPermissionGranted: false,
      termsAndConditionsAgreed: false,
    });
    expect(response.statusCode).toBe(422);
    const message =
      'Πρέπει να συμφωνήσετε με τους όρους χρήσης και την επικοινωνία προκειμένου να καταχωρηθεί η συμμετοχή σας';
    expect(response.json().errors).toMatchObject({
      termsAndConditionsAgreed: [message],
      contactPermissionGranted: [message],
    });
  });

  it('refuses closed participations with 409 and the wrong gender with 422, storing nothing', async () => {
    const closed = await buildChampionship(t.db, { participationsOpen: false });
    expect((await as.player.post(`/api/championships/${closed.id}/register`, agreed)).statusCode).toBe(409);
    const women = await buildChampionship(t.db, { participationsOpen: true, gender: 1 });
    const refused = await as.player.post(`/api/championships/${women.id}/register`, agreed);
    expect(refused.statusCode).toBe(422);
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from championship_participations where championship_id in (${closed.id}, ${women.id})`);
    expect(rows[0]!.n).toBe(0);
  });

  describeConcurrency('two registrations at once', () => {
    it('creates one participation when the same player registers twice at once', async () => {
      const open = await buildChampionship(t.db, { participationsOpen: true });
      const [a, b] = await Promise.all([
        as.player.post(`/api/championships/${open.id}/register`, agreed),
        as.player.post(`/api/championships/${open.id}/register`, agreed),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    });
  });

  it('answers 404 for a draft championship', async () => {
    const draft = await buildChampionship(t.db, { participationsOpen: true, state: 'draft' });
    expect((await as.player.post(`/api/championships/${draft.id}/register`, agreed)).statusCode).toBe(404);
  });
});

describe('authorization matrix', () => {
  let openId = 0;
  beforeAll(async () => {
    openId = (await buildChampionship(t.db, { participationsOpen: true, gender: 2 })).id;
  });

  const agreed = { termsAndConditionsAgreed: true, contactPermissionGranted: true };
  // Only player@demo.gr has a player profile among the demo accounts.
  const table: [Who, { landing: number; standings: number; register: number; winLoss: number }][] = [
    ['guest', { landing: 200, standings: 200, register: 401, winLoss: 401 }],
    ['newuser', { landing: 200, standings: 200, register: 403, winLoss: 403 }],
    ['player', { landing: 200, standings: 200, register: 200, winLoss: 403 }],
    ['employee', { landing: 200, standings: 200, register: 403, winLoss: 200 }],
    ['host', { landing: 200, standings: 200, register: 403, winLoss: 200 }],
    ['host2', { landing: 200, standings: 200, register: 403, winLoss: 200 }],
    ['admin', { landing: 200, standings: 200, register: 403, winLoss: 200 }],
    ['god', { landing: 200, standings: 200, register: 403, winLoss: 200 }],
  ];
  it('covers every demo account', () => {
    expect(table.map(([who]) => who)).toEqual(EVERYONE);
  });
  it.each(table)('%s', async (who, expected) => {
    const agent = as[who];
    expect((await agent.get('/api/championships/by-slug/men-2026-2027')).statusCode).toBe(expected.landing);
    expect((await agent.get('/api/championships/9/standings')).statusCode).toBe(expected.standings);
    expect((await agent.get('/api/championships/9/standings/race-2-month/2026-11')).statusCode).toBe(
      expected.standings,
    );
    expect((await agent.get('/api/championships/9/venues')).statusCode).toBe(expected.standings);
    expect((await agent.get('/api/championships/9')).statusCode).toBe(expected.standings);
    expect((await agent.post(`/api/championships/${openId}/register`, agreed)).statusCode).toBe(expected.register);
    expect((await agent.get('/api/win-loss-per-atrp?latestYear=1')).statusCode).toBe(expected.winLoss);
  });
});

describe('GET /api/win-loss-per-atrp', () => {
  it('counts each result once as a win of one level and a loss of the other', async () => {
    const body = (await as.admin.get('/api/win-loss-per-atrp')).json<{
      data: { atrp: number; against: { atrp: number; wins: number; losses: number }[] }[];
    }>();
    const wins = body.data.flatMap((r) => r.against).reduce((s, c) => s + c.wins, 0);
    const losses = body.data.flatMap((r) => r.against).reduce((s, c) => s + c.losses, 0);
    expect(wins).toBeGreaterThan(0);
    expect(wins).toBe(losses);
    const latest = (await as.admin.get('/api/win-loss-per-atrp?latestYear=1')).json<typeof body>();
    expect(latest.data.flatMap((r) => r.against).reduce((s, c) => s + c.wins, 0)).toBeLessThan(wins);
  });
});
