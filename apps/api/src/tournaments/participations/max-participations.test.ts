import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_MESSAGES } from '@tennis/domain';
import { participations, tournamentHosts } from '../../db/schema/index.js';
import { agent, createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgentAtNewAddress, demoAgents, type Who } from '../../test/demo-agents.js';
import { buildEntry, buildOpenTournament } from './participation-fixtures.test-helpers.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';

// max_participations (spec 2 §3): pending and approved participations hold a
// place; once they reach the maximum nobody signs up, the back office included.

let t: TestApp;
let as: Record<Who, Agent>;
let hostSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  hostSlug = (await t.db.select().from(tournamentHosts).where(eq(tournamentHosts.id, 1)))[0]!.slug;
});
afterAll(async () => t?.close());

let phoneCounter = 30000000;
const guest = (gender: 0 | 1 = 0) => ({
  country_calling_code: '+30',
  phone: `69${(phoneCounter += 1)}`,
  surname: 'Δημητρίου',
  name: 'Άρης',
  gender,
  email: '',
});
const participate = (who: Agent, slug: string, categoryId: number, teammate: ReturnType<typeof guest> | null = null) =>
  who.post(`/api/tournaments/${hostSlug}/${slug}/participate`, {
    guest: guest(),
    teammate,
    tournamentCategoryIds: [categoryId],
    termsAndConditionsAgreed: true,
  });
/** Sign-ups are limited per address: each one comes from a browser of its own. */
const fresh = (who: Who) => demoAgentAtNewAddress(t.app, who);
const info = async (slug: string) =>
  (await as.guest.get(`/api/tournaments/${hostSlug}/${slug}/participate`)).json().tournament;
const taken = async (tournamentId: number) =>
  (
    await t.db
      .select()
      .from(participations)
      .where(and(eq(participations.tournamentId, tournamentId), inArray(participations.state, ['pending', 'approved'])))
  ).length;

/** A tournament with a maximum of 3 and two places already taken (one pending, one approved). */
async function onePlaceLeft() {
  const fixture = await buildOpenTournament(t.db, { maxParticipations: 3 });
  await buildEntry(t.db, fixture.tournament.id, fixture.menSingles.id, { state: 'pending' });
  await buildEntry(t.db, fixture.tournament.id, fixture.menSingles.id, { state: 'approved' });
  // A rejected participation holds no place.
  await buildEntry(t.db, fixture.tournament.id, fixture.menSingles.id, { state: 'rejected' });
  return fixture;
}

describe('a tournament with max_participations', () => {
  it('takes a guest in the last place, then refuses the next guest with 409 and says it is full', async () => {
    const { tournament, menSingles } = await onePlaceLeft();
    expect((await info(tournament.slug)).full).toBe(false);
    expect((await participate(await fresh('guest'), tournament.slug, menSingles.id)).statusCode).toBe(201);
    expect((await info(tournament.slug)).full).toBe(true);

    const refused = await participate(await fresh('guest'), tournament.slug, menSingles.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CAPACITY_MESSAGES.full);
    expect(await taken(tournament.id)).toBe(3);
  });

  it('refuses a signed-in player once it is full', async () => {
    const { tournament, menSingles } = await onePlaceLeft();
    await buildEntry(t.db, tournament.id, menSingles.id);
    const response = await (
      await fresh('player')
    ).post(`/api/tournaments/${hostSlug}/${tournament.slug}/participate`, {
      guest: null,
      teammate: null,
      tournamentCategoryIds: [menSingles.id],
      termsAndConditionsAgreed: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CAPACITY_MESSAGES.full);
  });

  it('refuses the back office too, approved entry or not, and writes nothing', async () => {
    const { tournament, menSingles } = await onePlaceLeft();
    await buildEntry(t.db, tournament.id, menSingles.id);
    for (const approved of [false, true]) {
      const player = await buildPlayer(t.db);
      const response = await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
        type: 'singles',
        playerId: player.id,
        tournamentCategoryIds: [menSingles.id],
        approved,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(CAPACITY_MESSAGES.full);
    }
    expect(await taken(tournament.id)).toBe(3);
  });

  it('refuses a guest and teammate (two places) when one is left, naming what is left', async () => {
    const { tournament, mixedDoubles } = await onePlaceLeft();
    const response = await participate(await fresh('guest'), tournament.slug, mixedDoubles.id, guest(1));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CAPACITY_MESSAGES.oneLeft);
    expect(await taken(tournament.id)).toBe(2);
  });

  it('gives the place of a rejected participation back', async () => {
    const { tournament, menSingles } = await onePlaceLeft();
    const last = await buildEntry(t.db, tournament.id, menSingles.id);
    expect((await participate(await fresh('guest'), tournament.slug, menSingles.id)).statusCode).toBe(409);
    await t.db.update(participations).set({ state: 'rejected' }).where(eq(participations.id, last.id));
    expect((await participate(await fresh('guest'), tournament.slug, menSingles.id)).statusCode).toBe(201);
  });

  it('refuses to reset a rejected participation to pending when that would pass the maximum, and allows it when a place is free', async () => {
    const { tournament, menSingles } = await onePlaceLeft();
    const [rejected] = await t.db
      .select()
      .from(participations)
      .where(and(eq(participations.tournamentId, tournament.id), eq(participations.state, 'rejected')));
    const last = await buildEntry(t.db, tournament.id, menSingles.id);
    const reset = () => as.host.post(`/api/tournaments/${tournament.id}/participations/${rejected!.id}/reset`);
    const refused = await reset();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CAPACITY_MESSAGES.full);
    expect(await taken(tournament.id)).toBe(3);
    await t.db.delete(participations).where(eq(participations.id, last.id));
    expect((await reset()).statusCode).toBe(200);
    expect(await taken(tournament.id)).toBe(3);
  });

  describeConcurrency('two sign-ups at once', () => {
    it('lets exactly one of two guests who sign up at once for the last place in', async () => {
      const { tournament, menSingles } = await onePlaceLeft();
      const [first, second] = await Promise.all([
        participate(agent(t.app, { ip: '10.0.0.1' }), tournament.slug, menSingles.id),
        participate(agent(t.app, { ip: '10.0.0.2' }), tournament.slug, menSingles.id),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
      expect([first, second].find((r) => r.statusCode === 409)!.json().message).toBe(CAPACITY_MESSAGES.full);
      expect(await taken(tournament.id)).toBe(3);
    });
  });
});
