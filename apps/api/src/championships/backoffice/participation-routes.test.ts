import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAMPIONSHIP_BACKOFFICE_ERRORS as ERRORS,
  CHAMPIONSHIP_BACKOFFICE_NOTICES as NOTICES,
  paidNotice,
} from '@tennis/contracts';
import { championshipParticipations, revisions } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship, buildPlayer } from '../../test/build-records.js';
import { MAIN_HOST_STAFF_AND_ADMINS, demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { buildChampionshipWithPlayers, buildPlayedMatch } from './championship-fixtures.test-helpers.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const stored = async (id: number) =>
  (await t.db.select().from(championshipParticipations).where(eq(championshipParticipations.id, id)))[0]!;
const url = (championshipId: number, participationId: number, action: string) =>
  `/api/championships/${championshipId}/participations/${participationId}/${action}`;

describe('who may use the participation routes', () => {
  const expected = MAIN_HOST_STAFF_AND_ADMINS;

  it.each(EVERYONE)('lists by the host rule (%s)', async (who) => {
    const { championship } = await buildChampionshipWithPlayers(t.db, ['pending']);
    expect((await as[who].get(`/api/backoffice/championships/${championship.id}/participations`)).statusCode).toBe(
      expected[who],
    );
  });

  it.each(EVERYONE)('approves by the host rule, changing nothing when refused (%s)', async (who) => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['pending']);
    const id = entries[0]!.participation.id;
    expect((await as[who].post(url(championship.id, id, 'approve'), { atrp: 3 })).statusCode).toBe(expected[who]);
    expect((await stored(id)).state).toBe(expected[who] === 200 ? 'approved' : 'pending');
  });

  it.each(EVERYONE)('marks as paid by the host rule (%s)', async (who) => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved']);
    expect((await as[who].post(url(championship.id, entries[0]!.participation.id, 'mark-as-paid'))).statusCode).toBe(
      expected[who],
    );
  });

  it.each(EVERYONE)('creates by the host rule (%s)', async (who) => {
    const championship = await buildChampionship(t.db);
    const player = await buildPlayer(t.db);
    expect(
      (await as[who].post(`/api/championships/${championship.id}/participations`, { playerId: player.id })).statusCode,
    ).toBe(expected[who] === 200 ? 201 : expected[who]);
  });

  it("lets host 2's staff manage their own host's championship", async () => {
    const { championship } = await buildChampionshipWithPlayers(t.db, ['pending'], { hostId: 2 });
    expect((await as.host2.get(`/api/backoffice/championships/${championship.id}/participations`)).statusCode).toBe(
      200,
    );
    expect((await as.host.get(`/api/backoffice/championships/${championship.id}/participations`)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown championship and for another championship's participation", async () => {
    const first = await buildChampionshipWithPlayers(t.db, ['pending']);
    const second = await buildChampionshipWithPlayers(t.db, ['pending']);
    expect((await as.admin.get('/api/backoffice/championships/999999/participations')).statusCode).toBe(404);
    expect(
      (await as.admin.post(url(first.championship.id, second.entries[0]!.participation.id, 'reject'))).statusCode,
    ).toBe(404);
    expect((await as.admin.post(url(first.championship.id, 999999, 'reject'))).statusCode).toBe(404);
  });
});

describe('GET /api/backoffice/championships/{id}/participations', () => {
  it('filters by state, status and payment, pages, and sorts', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, [
      'pending',
      'approved',
      'approved',
      'rejected',
      'approved',
    ]);
    await t.db
      .update(championshipParticipations)
      .set({ paidAt: new Date() })
      .where(eq(championshipParticipations.id, entries[1]!.participation.id));
    await t.db
      .update(championshipParticipations)
      .set({ status: 'off' })
      .where(eq(championshipParticipations.id, entries[2]!.participation.id));
    const list = (query: string) =>
      as.host.get(`/api/backoffice/championships/${championship.id}/participations?${query}`).then((r) => r.json());

    expect((await list('state=approved')).meta.total).toBe(3);
    expect((await list('filters[state]=pending')).data.map((p: { id: number }) => p.id)).toEqual([
      entries[0]!.participation.id,
    ]);
    expect((await list('status=off')).data.map((p: { id: number }) => p.id)).toEqual([entries[2]!.participation.id]);
    expect((await list('paid=yes')).data).toEqual([
      expect.objectContaining({ id: entries[1]!.participation.id, paid: true }),
    ]);
    expect((await list('paid=no')).meta.total).toBe(4);
    const page = await list('pageLength=5&page=1&sort=id&sortDir=asc');
    expect(page.meta).toEqual({ total: 5, page: 1, pageLength: 5, lastPage: 1 });
    expect(page.data.map((p: { id: number }) => p.id)).toEqual(entries.map((e) => e.participation.id));
  });

  it('finds a player by name ignoring case and Greek accents', async () => {
    const championship = await buildChampionship(t.db);
    const player = await buildPlayer(t.db, { name: 'Σπύρος', surname: 'Παπαδόπουλος' });
    await t.db.insert(championshipParticipations).values({ championshipId: championship.id, playerId: player.id });
    const other = await buildPlayer(t.db, { name: 'Άννα', surname: 'Κωστοπούλου' });
    await t.db.insert(championshipParticipations).values({ championshipId: championship.id, playerId: other.id });
    const found = (
      await as.admin.get(
        `/api/backoffice/championships/${championship.id}/participations?search=${encodeURIComponent('ΠΑΠΑΔΟΠΟΥΛΟΣ')}`,
      )
    ).json();
    expect(found.data.map((p: { player: { id: number } }) => p.player.id)).toEqual([player.id]);
  });

  it('refuses a page length outside the list of lengths with a Greek 422', async () => {
    const championship = await buildChampionship(t.db);
    expectFieldError(
      await as.admin.get(`/api/backoffice/championships/${championship.id}/participations?pageLength=7`),
      'pageLength',
      'Μη έγκυρο μέγεθος σελίδας',
    );
  });
});

describe('approve, reject, reset', () => {
  it('requires an ATRP of 1.5 to 4.5 in steps of 0.5 to approve (Greek 422)', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['pending']);
    const id = entries[0]!.participation.id;
    expectFieldError(
      await as.admin.post(url(championship.id, id, 'approve'), {}),
      'atrp',
      'Αυτό το πεδίο είναι απαραίτητο',
    );
    expectFieldError(
      await as.admin.post(url(championship.id, id, 'approve'), { atrp: 5 }),
      'atrp',
      'Αυτό το πεδίο είναι απαραίτητο',
    );
    expectFieldError(
      await as.admin.post(url(championship.id, id, 'approve'), { atrp: 2.7 }),
      'atrp',
      'Αυτό το πεδίο είναι απαραίτητο',
    );
    expect((await stored(id)).state).toBe('pending');
  });

  it('approves with the ATRP, writes a revision and puts the player in the standings', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved', 'pending']);
    const [rival, newcomer] = entries;
    await buildPlayedMatch(t.db, championship.id, newcomer!.player.id, rival!.player.id, {
      at: '2026-11-10T17:00:00Z',
    });
    const response = await as.host.post(url(championship.id, newcomer!.participation.id, 'approve'), { atrp: 2.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: NOTICES.approved, data: { state: 'approved', atrp: 2.5 } });
    const row = await stored(newcomer!.participation.id);
    // A win over a 3.0 is worth 1550, plus 50 for the match played (decision 006).
    expect(row).toMatchObject({ points: 1600, openRank: 1 });
    expect((await stored(rival!.participation.id)).openRank).toBe(2);
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, 'championship_participations'), eq(revisions.entityId, row.id)));
    expect(revision).toMatchObject({
      action: 'approved',
      oldValues: { state: 'pending', atrp: null },
      newValues: { state: 'approved', atrp: 2.5 },
    });
  });

  it('refuses to approve a rejected participation before a reset (409), then allows it after', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['pending']);
    const id = entries[0]!.participation.id;
    expect((await as.admin.post(url(championship.id, id, 'reject'))).json().message).toBe(NOTICES.rejected);
    const refused = await as.admin.post(url(championship.id, id, 'approve'), { atrp: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ERRORS.notPending);
    expect((await as.admin.post(url(championship.id, id, 'reset'))).json()).toMatchObject({
      message: NOTICES.reset,
      data: { state: 'pending' },
    });
    expect((await as.admin.post(url(championship.id, id, 'approve'), { atrp: 3 })).statusCode).toBe(200);
  });

  it('refuses to reset a pending participation and to reject an approved one (409)', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['pending', 'approved']);
    expect((await as.admin.post(url(championship.id, entries[0]!.participation.id, 'reset'))).json().message).toBe(
      ERRORS.alreadyPending,
    );
    expect((await as.admin.post(url(championship.id, entries[1]!.participation.id, 'reject'))).statusCode).toBe(409);
  });

  it('takes an approved player out of the standings when reset', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved', 'approved']);
    await buildPlayedMatch(t.db, championship.id, entries[0]!.player.id, entries[1]!.player.id, {
      at: '2026-11-10T17:00:00Z',
    });
    await as.admin.post(url(championship.id, entries[1]!.participation.id, 'update-status'), { status: 'pause' });
    await as.admin.post(url(championship.id, entries[0]!.participation.id, 'reset'));
    expect(await stored(entries[0]!.participation.id)).toMatchObject({ state: 'pending', points: 0, openRank: null });
  });
});

describe('payment', () => {
  it('marks paid once: a second time is a 409; cancel-payment undoes it once', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved']);
    const id = entries[0]!.participation.id;
    const paid = await as.employee.post(url(championship.id, id, 'mark-as-paid'));
    expect(paid.json()).toMatchObject({ message: 'Η συμμετοχή επισημάνθηκε ως πληρωμένη', data: { paid: true } });
    const twice = await as.employee.post(url(championship.id, id, 'mark-as-paid'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ERRORS.alreadyPaid);
    expect((await as.employee.post(url(championship.id, id, 'cancel-payment'))).json()).toMatchObject({
      message: NOTICES.paymentCancelled,
      data: { paid: false, paidAt: null },
    });
    expect((await as.employee.post(url(championship.id, id, 'cancel-payment'))).json().message).toBe(ERRORS.notPaid);
  });

  it('does not take payment for a rejected participation (409)', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['rejected']);
    expect(
      (await as.admin.post(url(championship.id, entries[0]!.participation.id, 'mark-as-paid'))).json().message,
    ).toBe(ERRORS.rejectedNotPayable);
  });

  it('answers the plural and singular notices of the bulk mark-as-paid', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved', 'pending', 'approved']);
    const bulk = `/api/championships/${championship.id}/participations/mark-as-paid`;
    const three = await as.host.post(bulk, { participationIds: entries.map((e) => e.participation.id) });
    expect(three.json()).toEqual({ message: '3 συμμετοχές επισημάνθηκαν ως πληρωμένες', count: 3 });
    expect(paidNotice(1)).toBe('Η συμμετοχή επισημάνθηκε ως πληρωμένη');
    const other = await buildChampionshipWithPlayers(t.db, ['approved']);
    const one = await as.host.post(`/api/championships/${other.championship.id}/participations/mark-as-paid`, {
      participationIds: [other.entries[0]!.participation.id],
    });
    expect(one.json().message).toBe('Η συμμετοχή επισημάνθηκε ως πληρωμένη');
  });

  it('pays all or none: one already paid refuses the batch (409) and leaves the rest unpaid', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved', 'approved']);
    await as.admin.post(url(championship.id, entries[1]!.participation.id, 'mark-as-paid'));
    const response = await as.admin.post(`/api/championships/${championship.id}/participations/mark-as-paid`, {
      participationIds: entries.map((e) => e.participation.id),
    });
    expect(response.statusCode).toBe(409);
    expect((await stored(entries[0]!.participation.id)).paidAt).toBeNull();
    expectFieldError(
      await as.admin.post(`/api/championships/${championship.id}/participations/mark-as-paid`, {
        participationIds: [],
      }),
      'participationIds',
      ERRORS.nothingSelected,
    );
  });

  describeConcurrency('two payments at once', () => {
    it('pays once when two requests race: one 200, one 409, one revision', async () => {
      const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved']);
      const id = entries[0]!.participation.id;
      const answers = await Promise.all([
        as.admin.post(url(championship.id, id, 'mark-as-paid')),
        as.host.post(url(championship.id, id, 'mark-as-paid')),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const paidRevisions = await t.db
        .select()
        .from(revisions)
        .where(and(eq(revisions.entityId, id), eq(revisions.action, 'marked-as-paid')));
      expect(paidRevisions).toHaveLength(1);
    });
  });
});

describe('POST …/update-status', () => {
  it('moves an approved participation between play, pause and off, any to any', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved']);
    const id = entries[0]!.participation.id;
    for (const status of ['off', 'pause', 'play', 'off', 'play'] as const) {
      const response = await as.admin.post(url(championship.id, id, 'update-status'), { status });
      expect(response.json()).toMatchObject({ message: NOTICES.statusUpdated, data: { status } });
    }
  });

  it('refuses an unknown status (422), the same status and a pending participation (409)', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved', 'pending']);
    expect(
      (await as.admin.post(url(championship.id, entries[0]!.participation.id, 'update-status'), { status: 'injured' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await as.admin.post(url(championship.id, entries[0]!.participation.id, 'update-status'), { status: 'play' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await as.admin.post(url(championship.id, entries[1]!.participation.id, 'update-status'), { status: 'off' })
      ).json().message,
    ).toBe(ERRORS.statusNeedsApproval);
  });

  it('puts an OFF player after everyone else in the standings', async () => {
    const { championship, entries } = await buildChampionshipWithPlayers(t.db, ['approved', 'approved']);
    await buildPlayedMatch(t.db, championship.id, entries[0]!.player.id, entries[1]!.player.id, {
      at: '2026-11-10T17:00:00Z',
    });
    await as.admin.post(url(championship.id, entries[1]!.participation.id, 'update-status'), { status: 'pause' });
    expect((await stored(entries[0]!.participation.id)).openRank).toBe(1);
    await as.admin.post(url(championship.id, entries[0]!.participation.id, 'update-status'), { status: 'off' });
    expect((await stored(entries[0]!.participation.id)).openRank).toBeNull();
    expect((await stored(entries[1]!.participation.id)).openRank).toBe(1);
  });
});

describe('POST /api/championships/{id}/participations', () => {
  it('registers a player as pending with a revision', async () => {
    const championship = await buildChampionship(t.db);
    const player = await buildPlayer(t.db);
    const response = await as.employee.post(`/api/championships/${championship.id}/participations`, {
      playerId: player.id,
      preferredSurface: 'clay',
      registrationNotes: 'Απογεύματα',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: NOTICES.created,
      data: { state: 'pending', preferredSurface: 'clay', player: { id: player.id } },
    });
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(
        and(eq(revisions.entityType, 'championship_participations'), eq(revisions.entityId, response.json().data.id)),
      );
    expect(revision!.action).toBe('created');
  });

  it('refuses a player of the other gender (422) and a player already in (409)', async () => {
    const championship = await buildChampionship(t.db, { gender: 0 });
    const woman = await buildPlayer(t.db, { gender: 1 });
    expectFieldError(
      await as.admin.post(`/api/championships/${championship.id}/participations`, { playerId: woman.id }),
      'playerId',
      ERRORS.wrongGender,
    );
    const man = await buildPlayer(t.db, { gender: 0 });
    await as.admin.post(`/api/championships/${championship.id}/participations`, { playerId: man.id });
    const again = await as.admin.post(`/api/championships/${championship.id}/participations`, { playerId: man.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERRORS.duplicate);
  });

  it('takes both genders in a mixed championship, requires a player, and refuses an unknown one', async () => {
    const mixed = await buildChampionship(t.db, { gender: 2 });
    const woman = await buildPlayer(t.db, { gender: 1 });
    expect(
      (await as.admin.post(`/api/championships/${mixed.id}/participations`, { playerId: woman.id })).statusCode,
    ).toBe(201);
    expectFieldError(
      await as.admin.post(`/api/championships/${mixed.id}/participations`, {}),
      'playerId',
      'Αυτό το πεδίο είναι υποχρεωτικό',
    );
    expectFieldError(
      await as.admin.post(`/api/championships/${mixed.id}/participations`, { playerId: 999999 }),
      'playerId',
      ERRORS.unknownPlayer,
    );
  });

  describeConcurrency('two registrations at once', () => {
    it('registers once when two requests race: one 201, one 409', async () => {
      const championship = await buildChampionship(t.db);
      const player = await buildPlayer(t.db);
      const path = `/api/championships/${championship.id}/participations`;
      const answers = await Promise.all([
        as.admin.post(path, { playerId: player.id }),
        as.host.post(path, { playerId: player.id }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    });
  });
});
