import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, users } from '../db/schema/index.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { buildChampionshipFixture, buildScheduledMatch, scores } from '../matches/match-test-fixtures.js';
import { agent, createTestApp, loginAs, mailsTo, type Agent, type TestApp } from '../test/app.js';
import { mailMatchResults } from './mail-match-results.js';

let t: TestApp;
let host: Agent;
let mailer: Mailer;
const { part } = scores;
/** The away side wins 4-6 6-3 8-10: its players read "6-4 3-6 10-8". */
const awayWins = { s1: part(4, 6), s2: part(6, 3), st: part(8, 10) };
let pairs = 0;

beforeAll(async () => {
  t = await createTestApp();
  host = await loginAs(t.app, 'host@demo.gr');
  mailer = createMailer(t.app.env, t.db);
}, 60_000);
afterAll(async () => t?.close());

/** A championship of three players, the first two with accounts at home-N@ and away-N@ (verified unless told). */
async function freshPlayers(options: { verified?: boolean } = {}) {
  pairs += 1;
  const fixture = await buildChampionshipFixture(t.db, { players: 3 });
  const emails = { home: `home-${pairs}@example.gr`, away: `away-${pairs}@example.gr` };
  for (const [i, email] of [emails.home, emails.away].entries()) {
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Άννα', surname: 'Ιωάννου', email, emailVerified: options.verified ?? true })
      .returning();
    await t.db.update(players).set({ userId: user!.id }).where(eq(players.id, fixture.playerIds[i]!));
  }
  const [home, away, noAccount] = fixture.playerIds as [number, number, number];
  return { fixture, emails, home, away, noAccount };
}

const score = async (matchId: number, body: object) =>
  expect((await host.post(`/api/matches/${matchId}/score`, body)).statusCode).toBe(200);

describe('result mails (job)', () => {
  it('mails both players with accounts the score from the winner side, once however often the job runs', async () => {
    const { fixture, emails, home, away, noAccount } = await freshPlayers();
    await score(await buildScheduledMatch(t.db, fixture, home, away), awayWins);
    await score(await buildScheduledMatch(t.db, fixture, away, noAccount), scores.straightSets);
    expect(await mailsTo(t.db, emails.home)).toHaveLength(0);

    await mailMatchResults(t.db, mailer, t.app.env);
    const [homeMail, ...more] = await mailsTo(t.db, emails.home);
    const awayMails = await mailsTo(t.db, emails.away);
    expect(more).toHaveLength(0);
    expect(homeMail?.template).toBe('match-result');
    expect(homeMail?.subject).toMatch(/^Ήττα 6-4 3-6 10-8 απέναντι σε .+ · Πρωτάθλημα/);
    expect(awayMails.map((m) => m.subject.split(' απέναντι')[0]).sort()).toEqual(['Νίκη 6-4 3-6 10-8', 'Νίκη 6-4 6-3']);
    expect(homeMail?.textBody).toContain(`/players/${home}`);
    expect(homeMail?.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?token=\d+\.results\./);
    expect(homeMail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await mailMatchResults(t.db, mailer, t.app.env);
    expect(await mailsTo(t.db, emails.home)).toHaveLength(1);
    expect(await mailsTo(t.db, emails.away)).toHaveLength(2);
  });

  it('mails nobody whose e-mail is not verified yet', async () => {
    const { fixture, emails, home, away } = await freshPlayers({ verified: false });
    await score(await buildScheduledMatch(t.db, fixture, home, away), scores.straightSets);
    await mailMatchResults(t.db, mailer, t.app.env);
    expect(await mailsTo(t.db, emails.home)).toHaveLength(0);
    expect(await mailsTo(t.db, emails.away)).toHaveLength(0);
  });

  it('sends nothing more to a player who unsubscribed with the one-click POST of an earlier mail', async () => {
    const { fixture, emails, home, away } = await freshPlayers();
    await score(await buildScheduledMatch(t.db, fixture, home, away), scores.straightSets);
    await mailMatchResults(t.db, mailer, t.app.env);
    const [earlier] = await mailsTo(t.db, emails.home);
    const address = new URL(earlier!.headers!['List-Unsubscribe']!.slice(1, -1));
    const oneClick = await agent(t.app).request({
      method: 'POST',
      url: address.pathname + address.search,
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    await score(await buildScheduledMatch(t.db, fixture, home, away), scores.straightSets);
    await mailMatchResults(t.db, mailer, t.app.env);
    expect(await mailsTo(t.db, emails.home)).toHaveLength(1);
    expect(await mailsTo(t.db, emails.away)).toHaveLength(2);
  });

  it('leaves results older than the look-back alone', async () => {
    const { fixture, emails, home, away } = await freshPlayers();
    await score(await buildScheduledMatch(t.db, fixture, home, away), scores.straightSets);
    await mailMatchResults(t.db, mailer, t.app.env, new Date(Date.now() + 7 * 3_600_000));
    expect(await mailsTo(t.db, emails.home)).toHaveLength(0);
  });
});
