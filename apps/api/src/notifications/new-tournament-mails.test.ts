import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  championshipParticipations,
  communicationPreferences,
  sentEmails,
  tournamentHosts,
  tournaments,
  users,
} from '../db/schema/index.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { buildChampionship, buildPlayer, buildTournament } from '../test/build-records.js';
import { createTestApp, loginAs, type Agent, type TestApp } from '../test/app.js';
import { buildCategory, enter } from '../tournaments/tournament-fixtures.test-helpers.js';
import { mailNewTournaments } from './mail-new-tournaments.js';

// Event mails (decision 031): a host publishes a tournament, and the job
// tells the players who took part in that host's tournaments or championships,
// once, with verified e-mails and events mails on only.

let t: TestApp;
let host: Agent;
let mailer: Mailer;
let round = 0;

beforeAll(async () => {
  t = await createTestApp();
  host = await loginAs(t.app, 'host@demo.gr');
  mailer = createMailer(t.app.env, t.db);
}, 60_000);
afterAll(async () => t?.close());

/** A player with an account at `<label>-N@example.gr`. */
async function reader(label: string, options: { verified?: boolean; events?: 'email' | 'none' } = {}) {
  const email = `${label}-${round}@example.gr`;
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Γιώργος', surname: 'Νικολάου', email, emailVerified: options.verified ?? true })
    .returning();
  if (options.events) {
    await t.db
      .insert(communicationPreferences)
      .values({ userId: user!.id, category: 'events', channel: options.events });
  }
  return { email, player: await buildPlayer(t.db, { userId: user!.id }) };
}

/** Everyone with a stake in host 1, and some without; answers their e-mails by role. */
async function hostOnePeople() {
  round += 1;
  const earlier = await buildTournament(t.db, { hostId: 1, state: 'archived' });
  const category = await buildCategory(t.db, earlier.id);
  const played = await reader('played');
  await enter(t.db, earlier.id, category.id, 'approved', 2000, played.player.id);
  const league = await reader('league');
  const championship = await buildChampionship(t.db, { hostId: 1 });
  await t.db
    .insert(championshipParticipations)
    .values({ championshipId: championship.id, playerId: league.player.id, state: 'approved', atrp: 3 });
  const unverified = await reader('unverified', { verified: false });
  await enter(t.db, earlier.id, category.id, 'approved', 2000, unverified.player.id);
  const optedOut = await reader('opted-out', { events: 'none' });
  await enter(t.db, earlier.id, category.id, 'approved', 2000, optedOut.player.id);
  const rejected = await reader('rejected');
  await enter(t.db, earlier.id, category.id, 'rejected', 2000, rejected.player.id);
  const otherHost = await reader('other-host');
  const elsewhere = await buildTournament(t.db, { hostId: 2, state: 'archived' });
  await enter(t.db, elsewhere.id, (await buildCategory(t.db, elsewhere.id)).id, 'approved', 2000, otherHost.player.id);
  return { played, league, unverified, optedOut, rejected, otherHost };
}

/** The addresses the tournament was announced to, sorted. */
const announcedTo = async (tournamentId: number) =>
  (
    await t.db
      .select({ recipients: sentEmails.recipients, subject: sentEmails.subject })
      .from(sentEmails)
      .where(like(sentEmails.dedupeKey, `tournament-announced:${tournamentId}:%`))
  )
    .flatMap((row) => row.recipients)
    .sort();

describe('event mails for a host’s new tournament (job)', () => {
  it('announces a published tournament once to the host’s verified players who want events mails, and to no one else', async () => {
    const people = await hostOnePeople();
    const draft = await buildTournament(t.db, {
      hostId: 1,
      state: 'draft',
      name: `Τουρνουά Χριστουγέννων ${round}`,
      tournamentStart: new Date('2026-12-19T07:00:00Z'),
      participationsEnd: new Date('2026-12-15T21:00:00Z'),
    });
    await mailNewTournaments(t.db, mailer, t.app.env);
    expect(await announcedTo(draft.id)).toEqual([]);

    expect((await host.post(`/api/tournaments/${draft.id}/next-state`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(tournaments).where(eq(tournaments.id, draft.id));
    expect(row!.publishedAt).toBeInstanceOf(Date);
    expect(await announcedTo(draft.id)).toEqual([]); // the request itself mails nothing

    await mailNewTournaments(t.db, mailer, t.app.env);
    const mine = (await announcedTo(draft.id)).filter((to) => to.endsWith(`-${round}@example.gr`));
    expect(mine).toEqual([people.league.email, people.played.email].sort());
    const [mail] = await t.db
      .select()
      .from(sentEmails)
      .where(like(sentEmails.dedupeKey, `tournament-announced:${draft.id}:%`));
    const [host1] = await t.db.select().from(tournamentHosts).where(eq(tournamentHosts.id, 1));
    expect(mail!.subject).toBe(`Νέο τουρνουά: Τουρνουά Χριστουγέννων ${round} · ${host1!.name}`);
    expect(mail!.textBody).toContain('Έναρξη: 19/12/2026. Δηλώσεις συμμετοχής έως 15/12/2026.');
    expect(mail!.textBody).toContain(`/tournaments/`);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?token=\d+\.events\./);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Again, and after going back to draft and publishing once more: nothing new.
    await mailNewTournaments(t.db, mailer, t.app.env);
    expect((await host.post(`/api/tournaments/${draft.id}/previous-state`)).statusCode).toBe(200);
    expect((await host.post(`/api/tournaments/${draft.id}/next-state`)).statusCode).toBe(200);
    await mailNewTournaments(t.db, mailer, t.app.env);
    expect((await announcedTo(draft.id)).filter((to) => to.endsWith(`-${round}@example.gr`))).toEqual(mine);
    const everyone = await announcedTo(draft.id);
    expect(new Set(everyone).size).toBe(everyone.length);
    const unverified = await t.db
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, everyone), eq(users.emailVerified, false)));
    expect(unverified).toEqual([]);
  });

  it('announces nothing of a tournament taken back to draft before the job ran, nor of one published long ago', async () => {
    await hostOnePeople();
    const withdrawn = await buildTournament(t.db, { hostId: 1, state: 'draft' });
    await host.post(`/api/tournaments/${withdrawn.id}/next-state`);
    await host.post(`/api/tournaments/${withdrawn.id}/previous-state`);
    const old = await buildTournament(t.db, {
      hostId: 1,
      state: 'pending',
      publishedAt: new Date('2026-01-01T10:00:00Z'),
    });
    await mailNewTournaments(t.db, mailer, t.app.env);
    expect(await announcedTo(withdrawn.id)).toEqual([]);
    expect(await announcedTo(old.id)).toEqual([]);
  });
});
