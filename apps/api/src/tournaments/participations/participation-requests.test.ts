import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_MESSAGES, ELIGIBILITY_MESSAGES } from '@tennis/domain';
import {
  BOT_CHECK_FAILED,
  PARTICIPATION_REQUEST_NOTICES,
  type TParticipationRequestListResponse,
} from '@tennis/contracts';
import { participationRequests, participations, tournamentHosts } from '../../db/schema/index.js';
import { agent, createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgentAtNewAddress, demoAgents, type Who } from '../../test/demo-agents.js';
import { buildEntry, buildOpenTournament } from './participation-fixtures.test-helpers.js';

// A sign-up that types the phone of a player already on the platform cannot
// prove to be that person: it waits as a request until the tournament's back
// office confirms it, and nothing is entered in that player's name before.

let t: TestApp;
let as: Record<Who, Agent>;
let hostSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  hostSlug = (await t.db.select().from(tournamentHosts).where(eq(tournamentHosts.id, 1)))[0]!.slug;
});
afterAll(async () => t?.close());

let phoneCounter = 50000000;
const nextPhone = () => `69${(phoneCounter += 1)}`;
const person = (values: Partial<{ phone: string; gender: 0 | 1; name: string; surname: string }> = {}) => ({
  country_calling_code: '+30',
  phone: nextPhone(),
  surname: 'Ξένος',
  name: 'Κάποιος',
  gender: 0 as 0 | 1,
  email: 'someone@example.gr',
  ...values,
});
const fresh = (who: Who) => demoAgentAtNewAddress(t.app, who);
const signUp = async (
  who: Who,
  slug: string,
  body: { guest?: ReturnType<typeof person> | null; teammate?: ReturnType<typeof person> | null; ids: number[] },
) =>
  (await fresh(who)).post(`/api/tournaments/${hostSlug}/${slug}/participate`, {
    guest: body.guest ?? null,
    teammate: body.teammate ?? null,
    tournamentCategoryIds: body.ids,
    termsAndConditionsAgreed: true,
  });
const requestsOf = async (tournamentId: number, who: Who = 'host') =>
  (
    await as[who].get(`/api/backoffice/tournaments/${tournamentId}/participation-requests`)
  ).json<TParticipationRequestListResponse>().data;
const entriesOf = (tournamentId: number) =>
  t.db.select().from(participations).where(eq(participations.tournamentId, tournamentId));
const confirm = (tournamentId: number, requestId: number, who: Who = 'host') =>
  as[who].post(`/api/tournaments/${tournamentId}/participation-requests/${requestId}/confirm`);

/** A player already on the platform: Γιάννης Παππάς, a man, with a phone of his own. */
const existingPlayer = () => buildPlayer(t.db, { name: 'Γιάννης', surname: 'Παππάς', gender: 0, phone: nextPhone() });

describe("a sign-up with an existing player's phone", () => {
  it("becomes a request for the back office, not an entry in that player's name", async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const known = await existingPlayer();
    const response = await signUp('guest', tournament.slug, {
      guest: person({ phone: known.phone! }),
      ids: [menSingles.id],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PARTICIPATION_REQUEST_NOTICES.received, requestId: expect.any(Number) });
    expect(await entriesOf(tournament.id)).toEqual([]);
    const [request] = await requestsOf(tournament.id);
    expect(request).toMatchObject({
      id: response.json().requestId,
      byPlayer: false,
      participant: {
        name: 'Κάποιος',
        surname: 'Ξένος',
        phone: known.phone,
        knownPlayer: { id: known.id, displayName: 'Γιάννης Παππάς', gender: 0 },
      },
      teammate: null,
      categories: [{ id: menSingles.id, name: 'Ανδρών Μονό' }],
    });
  });

  it("also holds a guest's or a signed-in player's sign-up whose teammate's phone belongs to a player", async () => {
    const { tournament, mixedDoubles } = await buildOpenTournament(t.db);
    const partner = await buildPlayer(t.db, { gender: 1, phone: nextPhone() });
    const teammate = person({ phone: partner.phone!, gender: 1 });
    const byGuest = await signUp('guest', tournament.slug, { guest: person(), teammate, ids: [mixedDoubles.id] });
    const byPlayer = await signUp('player', tournament.slug, { teammate, ids: [mixedDoubles.id] });
    expect([byGuest.statusCode, byPlayer.statusCode]).toEqual([202, 202]);
    expect(await entriesOf(tournament.id)).toEqual([]);
    const requests = await requestsOf(tournament.id);
    expect(
      requests.map((r) => [r.byPlayer, r.participant.knownPlayer?.id ?? null, r.teammate?.knownPlayer?.id]),
    ).toEqual([
      [false, null, partner.id],
      [true, t.seeded.playerId, partner.id],
    ]);
  });

  it('is refused at once when the tournament is already full', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db, { maxParticipations: 1 });
    await buildEntry(t.db, tournament.id, menSingles.id);
    const known = await existingPlayer();
    const response = await signUp('guest', tournament.slug, {
      guest: person({ phone: known.phone! }),
      ids: [menSingles.id],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CAPACITY_MESSAGES.full);
    expect(
      await t.db.select().from(participationRequests).where(eq(participationRequests.tournamentId, tournament.id)),
    ).toEqual([]);
  });
});

describe('the back office handles a request', () => {
  it('confirms it into pending entries of the existing player, with the fees, and the request is gone', async () => {
    const { tournament, menSingles, menDoubles } = await buildOpenTournament(t.db);
    const known = await existingPlayer();
    const sent = await signUp('guest', tournament.slug, {
      guest: person({ phone: known.phone! }),
      ids: [menSingles.id, menDoubles.id],
    });
    const requestId = sent.json<{ requestId: number }>().requestId;
    const response = await confirm(tournament.id, requestId);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PARTICIPATION_REQUEST_NOTICES.confirmed);
    const rows = await entriesOf(tournament.id);
    expect(rows.map((r) => [r.playerId, r.state, r.source, r.feeCents]).sort()).toEqual([
      [known.id, 'pending', 'guest', 1500],
      [known.id, 'pending', 'guest', 2500],
    ]);
    expect(await requestsOf(tournament.id)).toEqual([]);
    expect((await confirm(tournament.id, requestId)).statusCode).toBe(404);
  });

  it("checks the categories against the player's own gender, not the one typed, and keeps the request", async () => {
    const { tournament, womenSingles } = await buildOpenTournament(t.db);
    const known = await existingPlayer();
    const sent = await signUp('guest', tournament.slug, {
      guest: person({ phone: known.phone!, gender: 1 }),
      ids: [womenSingles.id],
    });
    expect(sent.statusCode).toBe(202);
    expectFieldError(
      await confirm(tournament.id, sent.json<{ requestId: number }>().requestId),
      'tournamentCategoryIds',
      ELIGIBILITY_MESSAGES.notForPlayerGender,
    );
    expect(await entriesOf(tournament.id)).toEqual([]);
    expect(await requestsOf(tournament.id)).toHaveLength(1);
  });

  it('keeps to max_participations: a request confirmed after the last place went is refused with 409', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db, { maxParticipations: 2 });
    await buildEntry(t.db, tournament.id, menSingles.id);
    const known = await existingPlayer();
    const sent = await signUp('guest', tournament.slug, {
      guest: person({ phone: known.phone! }),
      ids: [menSingles.id],
    });
    expect((await signUp('guest', tournament.slug, { guest: person(), ids: [menSingles.id] })).statusCode).toBe(201);
    const refused = await confirm(tournament.id, sent.json<{ requestId: number }>().requestId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CAPACITY_MESSAGES.full);
    expect((await entriesOf(tournament.id)).filter((row) => row.playerId === known.id)).toEqual([]);
    expect(await requestsOf(tournament.id)).toHaveLength(1);
  });

  it('rejects it: the request is gone and nobody is entered', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const known = await existingPlayer();
    const sent = await signUp('guest', tournament.slug, {
      guest: person({ phone: known.phone! }),
      ids: [menSingles.id],
    });
    const url = `/api/tournaments/${tournament.id}/participation-requests/${sent.json<{ requestId: number }>().requestId}`;
    const response = await as.employee.delete(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PARTICIPATION_REQUEST_NOTICES.rejected });
    expect(await requestsOf(tournament.id)).toEqual([]);
    expect(await entriesOf(tournament.id)).toEqual([]);
  });

  it.each([
    ['guest', 401],
    ['player', 403],
    ['host2', 403],
    ['employee', 200],
    ['admin', 200],
  ] as const)('is for the tournament’s own back office: %s reads the list with %i', async (who, status) => {
    const { tournament } = await buildOpenTournament(t.db);
    const response = await as[who].get(`/api/backoffice/tournaments/${tournament.id}/participation-requests`);
    expect(response.statusCode).toBe(status);
    const refused = await as.host2.post(`/api/tournaments/${tournament.id}/participation-requests/1/confirm`);
    expect(refused.statusCode).toBe(403);
  });
});

describe('the sign-up call’s defences', () => {
  it('answers 429 to the sixth sign-up a minute from one address', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const browser = agent(t.app, { ip: '10.66.0.1' });
    const send = () =>
      browser.post(`/api/tournaments/${hostSlug}/${tournament.slug}/participate`, {
        guest: person(),
        teammate: null,
        tournamentCategoryIds: [menSingles.id],
        termsAndConditionsAgreed: true,
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
    expect(await entriesOf(tournament.id)).toHaveLength(5);
  });

  it('refuses a sign-up without a valid bot-check token in live, and enters nobody', async () => {
    const live = await createTestApp({
      APP_ENV: 'live',
      AUTH_SECRET: 'a-live-secret-that-is-long-enough',
      BOT_CHECK_SECRET: 'bot-secret',
    });
    try {
      const { tournament, menSingles } = await buildOpenTournament(live.db);
      const response = await agent(live.app).post(`/api/tournaments/${hostSlug}/${tournament.slug}/participate`, {
        guest: person(),
        teammate: null,
        tournamentCategoryIds: [menSingles.id],
        termsAndConditionsAgreed: true,
        botCheckToken: 'made-up',
      });
      expectFieldError(response, 'botCheckToken', BOT_CHECK_FAILED);
      expect(await live.db.select().from(participations).where(eq(participations.tournamentId, tournament.id))).toEqual(
        [],
      );
    } finally {
      await live.close();
    }
  });
});
