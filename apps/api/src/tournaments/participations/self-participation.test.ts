import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBILITY_MESSAGES, PHONE_MESSAGES } from '@tennis/domain';
import { TOURNAMENT_PARTICIPATION_NOTICES as N } from '@tennis/contracts';
import { participations, players, tournamentHosts } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { demoAgentAtNewAddress, demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { buildOpenTournament } from './participation-fixtures.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;
let hostSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  hostSlug = (await t.db.select().from(tournamentHosts).where(eq(tournamentHosts.id, 1)))[0]!.slug;
});
afterAll(async () => t?.close());

let phoneCounter = 10000000;
const nextPhone = () => `69${String((phoneCounter += 1))}`;
const person = (
  values: Partial<{ phone: string; gender: 0 | 1; name: string; surname: string; email: string }> = {},
) => ({
  country_calling_code: '+30',
  phone: nextPhone(),
  surname: 'Κωνσταντίνου',
  name: 'Πέτρος',
  gender: 0 as 0 | 1,
  email: '',
  ...values,
});
const path = (slug: string) => `/api/tournaments/${hostSlug}/${slug}/participate`;
/** Sign-ups are limited per address: each one comes from a browser of its own unless a test counts them. */
const fresh = (who: Who) => demoAgentAtNewAddress(t.app, who);

describe('who may participate', () => {
  it.each(EVERYONE)('reads the self-participation screen (%s)', async (who) => {
    const { tournament } = await buildOpenTournament(t.db);
    const info = await as[who].get(path(tournament.slug));
    expect(info.statusCode).toBe(200);
    expect(info.json().tournament.participationsOpen).toBe(true);
    expect(info.json().player === null).toBe(who !== 'player');
  });

  it.each(EVERYONE)(
    'signs up as a guest or as a player, and refuses users without a player profile (%s)',
    async (who) => {
      const { tournament, menSingles } = await buildOpenTournament(t.db);
      const response = await (
        await fresh(who)
      ).post(path(tournament.slug), {
        guest: person(),
        teammate: null,
        tournamentCategoryIds: [menSingles.id],
        termsAndConditionsAgreed: true,
      });
      const expected = who === 'guest' || who === 'player' ? 201 : 409;
      expect(response.statusCode).toBe(expected);
    },
  );
});

describe('a guest signs up', () => {
  it('creates the guest player and a pending entry with the notice', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const guest = person();
    const response = await (
      await fresh('guest')
    ).post(path(tournament.slug), {
      guest,
      teammate: null,
      tournamentCategoryIds: [menSingles.id],
      termsAndConditionsAgreed: true,
    });
    expect(response.json().message).toBe('Η συμμετοχή καταχωρήθηκε με επιτυχία');
    const [row] = await t.db.select().from(participations).where(eq(participations.id, response.json().ids[0]));
    expect(row).toMatchObject({ state: 'pending', source: 'guest', feeCents: 2500 });
    const [player] = await t.db.select().from(players).where(eq(players.id, row!.playerId));
    expect(player).toMatchObject({ phone: guest.phone, gender: 0, displayName: 'Πέτρος Κωνσταντίνου' });
  });

  it('charges the second fee for a further category', async () => {
    const { tournament, menSingles, menDoubles } = await buildOpenTournament(t.db);
    const response = await (
      await fresh('guest')
    ).post(path(tournament.slug), {
      guest: person(),
      teammate: null,
      tournamentCategoryIds: [menSingles.id, menDoubles.id],
      termsAndConditionsAgreed: true,
    });
    expect(response.json().message).toBe('Οι συμμετοχές καταχωρήθηκαν με επιτυχία');
    const rows = await t.db.select().from(participations).where(eq(participations.tournamentId, tournament.id));
    expect(rows.map((r) => r.feeCents).sort()).toEqual([1500, 2500]);
  });

  it('enters a guest and a teammate of the other gender as a team in mixed doubles', async () => {
    const { tournament, mixedDoubles } = await buildOpenTournament(t.db);
    const response = await (
      await fresh('guest')
    ).post(path(tournament.slug), {
      guest: person(),
      teammate: person({ gender: 1, name: 'Ελένη' }),
      tournamentCategoryIds: [mixedDoubles.id],
      termsAndConditionsAgreed: true,
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(participations)
      .where(eq(participations.tournamentCategoryId, mixedDoubles.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.doublesTeamId).not.toBeNull();
    expect(rows[0]!.doublesTeamId).toBe(rows[1]!.doublesTeamId);
  });

  it("refuses men's doubles for a man with a woman teammate with the domain's message", async () => {
    const { tournament, menDoubles } = await buildOpenTournament(t.db);
    expectFieldError(
      await (
        await fresh('guest')
      ).post(path(tournament.slug), {
        guest: person(),
        teammate: person({ gender: 1 }),
        tournamentCategoryIds: [menDoubles.id],
        termsAndConditionsAgreed: true,
      }),
      'tournamentCategoryIds',
      ELIGIBILITY_MESSAGES.notForTeamGender,
    );
  });

  it("refuses women's singles for a man", async () => {
    const { tournament, womenSingles } = await buildOpenTournament(t.db);
    expectFieldError(
      await (
        await fresh('guest')
      ).post(path(tournament.slug), {
        guest: person(),
        teammate: null,
        tournamentCategoryIds: [womenSingles.id],
        termsAndConditionsAgreed: true,
      }),
      'tournamentCategoryIds',
      ELIGIBILITY_MESSAGES.notForPlayerGender,
    );
  });

  it('requires at least one category', async () => {
    const { tournament } = await buildOpenTournament(t.db);
    expectFieldError(
      await (
        await fresh('guest')
      ).post(path(tournament.slug), {
        guest: person(),
        teammate: null,
        tournamentCategoryIds: [],
        termsAndConditionsAgreed: true,
      }),
      'tournamentCategoryIds',
      ELIGIBILITY_MESSAGES.noCategory,
    );
  });

  it('refuses a mobile that is not 69 and 8 digits', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    expectFieldError(
      await (
        await fresh('guest')
      ).post(path(tournament.slug), {
        guest: person({ phone: '2101234567' }),
        teammate: null,
        tournamentCategoryIds: [menSingles.id],
        termsAndConditionsAgreed: true,
      }),
      'guest.phone',
      PHONE_MESSAGES.invalidMobile,
    );
  });

  it('requires the terms to be agreed', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    expectFieldError(
      await (
        await fresh('guest')
      ).post(path(tournament.slug), {
        guest: person(),
        teammate: null,
        tournamentCategoryIds: [menSingles.id],
        termsAndConditionsAgreed: false,
      }),
      'termsAndConditionsAgreed',
      N.terms,
    );
  });

  it('answers 409 when participations are closed and writes nothing', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db, { participationsOpen: false });
    const response = await (
      await fresh('guest')
    ).post(path(tournament.slug), {
      guest: person(),
      teammate: null,
      tournamentCategoryIds: [menSingles.id],
      termsAndConditionsAgreed: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(N.closed);
    expect(await t.db.select().from(participations).where(eq(participations.tournamentId, tournament.id))).toHaveLength(
      0,
    );
    expect((await as.guest.get(path(tournament.slug))).json().tournament.participationsOpen).toBe(false);
  });

  it('answers 404 for a draft tournament', async () => {
    const { tournament } = await buildOpenTournament(t.db, { state: 'draft' });
    expect((await as.guest.get(path(tournament.slug))).statusCode).toBe(404);
  });
});

describe('a signed-in player signs up', () => {
  it('enters with their profile whatever personal details are sent', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const info = (await as.player.get(path(tournament.slug))).json();
    expect(info.player.id).toBe(t.seeded.playerId);
    const response = await (
      await fresh('player')
    ).post(path(tournament.slug), {
      guest: null,
      teammate: null,
      tournamentCategoryIds: [menSingles.id],
      termsAndConditionsAgreed: true,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(participations).where(eq(participations.id, response.json().ids[0]));
    expect(row).toMatchObject({ playerId: t.seeded.playerId, source: 'player' });
    expect(
      (
        await (
          await fresh('player')
        ).post(path(tournament.slug), {
          guest: null,
          teammate: null,
          tournamentCategoryIds: [menSingles.id],
          termsAndConditionsAgreed: true,
        })
      ).statusCode,
    ).toBe(409);
  });
});
