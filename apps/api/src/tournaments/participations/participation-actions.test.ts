import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPATION_REFUSALS as R, TOURNAMENT_PARTICIPATION_NOTICES as N } from '@tennis/contracts';
import { participations, payments, revisions, tournamentCategories } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { buildEntry, buildOpenTournament, setHostRating } from './participation-fixtures.test-helpers.js';
import { doublesTeams } from '../../db/schema/index.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const stored = async (id: number) => (await t.db.select().from(participations).where(eq(participations.id, id)))[0];
const url = (tournamentId: number, id: number, action: string) =>
  `/api/tournaments/${tournamentId}/participations/${id}/${action}`;
const allowed: Record<Who, number> = {
  guest: 401,
  newuser: 403,
  player: 403,
  employee: 200,
  host: 200,
  host2: 403,
  admin: 200,
  god: 200,
};

describe('who may act on a participation', () => {
  it.each(EVERYONE)('approves by the host rule and changes nothing when refused (%s)', async (who) => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id);
    expect((await as[who].post(url(tournament.id, entry.id, 'approve'))).statusCode).toBe(allowed[who]);
    expect((await stored(entry.id))!.state).toBe(allowed[who] === 200 ? 'approved' : 'pending');
  });

  it.each(EVERYONE)('marks as paid by the host rule (%s)', async (who) => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    expect((await as[who].post(url(tournament.id, entry.id, 'mark-as-paid'))).statusCode).toBe(allowed[who]);
  });

  it.each(EVERYONE)('deletes by the host rule (%s)', async (who) => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'rejected' });
    expect((await as[who].delete(`/api/tournaments/${tournament.id}/participations/${entry.id}`)).statusCode).toBe(
      allowed[who],
    );
    expect(await stored(entry.id)).toEqual(
      allowed[who] === 200 ? undefined : expect.objectContaining({ id: entry.id }),
    );
  });

  it('answers 404 for a participation of another tournament', async () => {
    const first = await buildOpenTournament(t.db);
    const second = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, first.tournament.id, first.menSingles.id);
    expect((await as.admin.post(url(second.tournament.id, entry.id, 'approve'))).statusCode).toBe(404);
  });
});

describe('the participation state moves', () => {
  it('approves a pending participation with the approved notice and a revision', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id);
    const response = await as.host.post(url(tournament.id, entry.id, 'approve'));
    expect(response.json()).toEqual({ message: N.approved });
    const rows = await t.db.select().from(revisions).where(eq(revisions.entityId, entry.id));
    expect(rows.some((r) => r.entityType === 'participations' && r.action === 'approve')).toBe(true);
  });

  it('refuses to approve a rejected participation with 409 and leaves it rejected', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'rejected' });
    const response = await as.host.post(url(tournament.id, entry.id, 'approve'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(R.notPending);
    expect((await stored(entry.id))!.state).toBe('rejected');
  });

  it('refuses every change to the entries once the category draw is initialised', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const approved = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    const rejected = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'rejected' });
    await t.db
      .update(tournamentCategories)
      .set({ state: 'initialized' })
      .where(eq(tournamentCategories.id, menSingles.id));
    expect((await as.host.post(url(tournament.id, approved.id, 'reset'))).statusCode).toBe(409);
    expect((await as.host.delete(`/api/tournaments/${tournament.id}/participations/${rejected.id}`)).statusCode).toBe(
      409,
    );
    expect((await as.host.post(url(tournament.id, approved.id, 'seed'), { seed: 1 })).statusCode).toBe(409);
    expect((await stored(approved.id))!).toMatchObject({ state: 'approved', seed: null });
    expect(await stored(rejected.id)).toBeDefined();
  });

  it('rejects with notes and keeps the row when cascade deletion is off', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id);
    const response = await as.host.post(url(tournament.id, entry.id, 'reject'), {
      notes: 'Εκπρόθεσμη δήλωση',
      cascadeDeletion: false,
    });
    expect(response.json()).toEqual({ message: N.rejected });
    expect((await stored(entry.id))!).toMatchObject({ state: 'rejected', rejectionNotes: 'Εκπρόθεσμη δήλωση' });
  });

  it('rejects and deletes the entry by default (cascade deletion on)', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id);
    expect((await as.host.post(url(tournament.id, entry.id, 'reject'), {})).statusCode).toBe(200);
    expect(await stored(entry.id)).toBeUndefined();
  });

  it('approves both rows of a doubles pair together', async () => {
    const { tournament, menDoubles } = await buildOpenTournament(t.db);
    const [a, b] = [await buildPlayer(t.db), await buildPlayer(t.db)];
    const [team] = await t.db.insert(doublesTeams).values({ player1Id: a.id, player2Id: b.id, gender: 0 }).returning();
    const first = await buildEntry(t.db, tournament.id, menDoubles.id, { playerId: a.id, doublesTeamId: team!.id });
    const second = await buildEntry(t.db, tournament.id, menDoubles.id, { playerId: b.id, doublesTeamId: team!.id });
    expect((await as.host.post(url(tournament.id, first.id, 'approve'))).statusCode).toBe(200);
    expect((await stored(second.id))!.state).toBe('approved');
  });

  it('resets an approved participation to pending and deletes only rejected ones', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    expect((await as.host.delete(`/api/tournaments/${tournament.id}/participations/${entry.id}`)).statusCode).toBe(409);
    expect((await as.host.post(url(tournament.id, entry.id, 'reset'))).json()).toEqual({ message: N.reset });
    expect((await stored(entry.id))!.state).toBe('pending');
  });
});

describe('payments', () => {
  it('marks an approved singles entry as paid, then cancels the payment', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    expect((await as.employee.post(url(tournament.id, entry.id, 'mark-as-paid'))).json().message).toBe(
      '1 συμμετοχή επισημάνθηκε ως πληρωμένη',
    );
    expect((await stored(entry.id))!.paidAt).not.toBeNull();
    expect((await as.employee.post(url(tournament.id, entry.id, 'mark-as-paid'))).statusCode).toBe(409);
    expect((await as.employee.post(url(tournament.id, entry.id, 'cancel-payment'))).statusCode).toBe(200);
    expect((await stored(entry.id))!.paidAt).toBeNull();
  });

  it('refuses to mark a pending entry as paid', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id);
    expect((await as.host.post(url(tournament.id, entry.id, 'mark-as-paid'))).statusCode).toBe(409);
  });

  it('confirms a payment on the spot for several entries with the plural notice and one payment of their fees', async () => {
    const { tournament, menSingles, menDoubles } = await buildOpenTournament(t.db);
    const a = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved', feeCents: 2500 });
    const b = await buildEntry(t.db, tournament.id, menDoubles.id, { state: 'approved', feeCents: 1500 });
    const response = await as.host.post(`/api/tournaments/${tournament.id}/confirm-payment`, {
      tournamentCategoryParticipationIds: [a.id, b.id],
    });
    expect(response.json()).toEqual({ message: '2 συμμετοχές επισημάνθηκαν ως πληρωμένες', count: 2 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.tournamentId, tournament.id));
    expect(payment!.amountCents).toBe(4000);
  });

  it('confirms nothing when one of the entries is not payable', async () => {
    const { tournament, menSingles, womenSingles } = await buildOpenTournament(t.db);
    const a = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    const b = await buildEntry(t.db, tournament.id, womenSingles.id, { state: 'pending' });
    expect(
      (
        await as.host.post(`/api/tournaments/${tournament.id}/confirm-payment`, {
          tournamentCategoryParticipationIds: [a.id, b.id],
        })
      ).statusCode,
    ).toBe(409);
    expect((await stored(a.id))!.paidAt).toBeNull();
  });

  describeConcurrency('two payment confirmations at once', () => {
    it('confirms a payment once when two confirmations arrive together', async () => {
      const { tournament, menSingles } = await buildOpenTournament(t.db);
      const a = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
      const body = { tournamentCategoryParticipationIds: [a.id] };
      const [first, second] = await Promise.all([
        as.host.post(`/api/tournaments/${tournament.id}/confirm-payment`, body),
        as.admin.post(`/api/tournaments/${tournament.id}/confirm-payment`, body),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      expect(await t.db.select().from(payments).where(eq(payments.tournamentId, tournament.id))).toHaveLength(1);
    });
  });
});

describe('approve all', () => {
  it('approves every pending entry of the category and no other', async () => {
    const { tournament, menSingles, womenSingles } = await buildOpenTournament(t.db);
    const a = await buildEntry(t.db, tournament.id, menSingles.id);
    const b = await buildEntry(t.db, tournament.id, menSingles.id);
    const other = await buildEntry(t.db, tournament.id, womenSingles.id);
    const response = await as.host.post(`/api/tournaments/${tournament.id}/participations/approve-all`, {
      tournamentCategoryId: menSingles.id,
    });
    expect(response.json()).toEqual({ message: '2 συμμετοχές εγκρίθηκαν', count: 2 });
    expect(
      (
        await t.db
          .select()
          .from(participations)
          .where(inArray(participations.id, [a.id, b.id]))
      ).every((p) => p.state === 'approved'),
    ).toBe(true);
    expect((await stored(other.id))!.state).toBe('pending');
  });

  describeConcurrency('two approve-alls at once', () => {
    it('applies once when two approve-all requests arrive together', async () => {
      const { tournament, menSingles } = await buildOpenTournament(t.db);
      const entries = [
        await buildEntry(t.db, tournament.id, menSingles.id),
        await buildEntry(t.db, tournament.id, menSingles.id),
      ];
      const body = { tournamentCategoryId: menSingles.id };
      const results = await Promise.all([
        as.host.post(`/api/tournaments/${tournament.id}/participations/approve-all`, body),
        as.employee.post(`/api/tournaments/${tournament.id}/participations/approve-all`, body),
      ]);
      expect(results.map((r) => r.json().count).sort()).toEqual([0, 2]);
      const written = await t.db
        .select()
        .from(revisions)
        .where(
          inArray(
            revisions.entityId,
            entries.map((e) => e.id),
          ),
        );
      expect(written.filter((r) => r.entityType === 'participations' && r.action === 'approve')).toHaveLength(2);
    });
  });

  it('answers 422 for a category of another tournament', async () => {
    const { tournament } = await buildOpenTournament(t.db);
    const other = await buildOpenTournament(t.db);
    expectFieldError(
      await as.host.post(`/api/tournaments/${tournament.id}/participations/approve-all`, {
        tournamentCategoryId: other.menSingles.id,
      }),
      'tournamentCategoryId',
      'Μη έγκυρη επιλογή',
    );
  });
});

describe('seeds and rating boosts', () => {
  it('seeds an approved entry and refuses the same seed for another entry of the category', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const a = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    const b = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    expect((await as.host.post(url(tournament.id, a.id, 'seed'), { seed: 1 })).statusCode).toBe(200);
    const taken = await as.host.post(url(tournament.id, b.id, 'seed'), { seed: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(N.seedTaken);
    expect((await stored(b.id))!.seed).toBeNull();
  });

  it('refuses a seed beyond the seed count with a field error', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const a = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    expectFieldError(
      await as.host.post(url(tournament.id, a.id, 'seed'), { seed: 3 }),
      'seed',
      'Η κεφαλή σειράς πρέπει να είναι από 1 έως 2',
    );
  });

  it('unseeds a seeded entry', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const a = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved', seed: 2 });
    expect((await as.host.post(url(tournament.id, a.id, 'unseed'))).statusCode).toBe(200);
    expect((await stored(a.id))!.seed).toBeNull();
  });

  it('boosts the rating by 1 to 250 only for hosts with the rating feature', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db, { hostId: 2 });
    const a = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    expect((await as.host2.post(url(tournament.id, a.id, 'boost-rating'), { boost: 50 })).statusCode).toBe(409);
    await setHostRating(t.db, 2, true);
    try {
      expect((await as.host2.post(url(tournament.id, a.id, 'boost-rating'), { boost: 251 })).statusCode).toBe(422);
      expect((await as.host2.post(url(tournament.id, a.id, 'boost-rating'), { boost: 0 })).statusCode).toBe(422);
      expect((await as.host2.post(url(tournament.id, a.id, 'boost-rating'), { boost: 250 })).statusCode).toBe(200);
      expect((await stored(a.id))!.ratingBoost).toBe(250);
    } finally {
      await setHostRating(t.db, 2, false);
    }
  });
});
