import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeAchievementsJob } from '../achievements/achievements-job.js';
import { achievements, communicationPreferences, playerAchievements, players, users } from '../db/schema/index.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { buildChampionshipFixture, buildScheduledMatch, scores } from '../matches/match-test-fixtures.js';
import { createTestApp, loginAs, mailsTo, type Agent, type TestApp } from '../test/app.js';
import { mailAchievementUnlocks } from './mail-achievement-unlocks.js';

// The achievements job mails each new unlock once (decision 031): scored
// matches unlock tiers, the job stores and mails them, a second run and a
// rebuild mail nothing again, and an opted-out player is not mailed.

let t: TestApp;
let host: Agent;
let god: Agent;
let mailer: Mailer;
let job: ReturnType<typeof recomputeAchievementsJob>;
let round = 0;
const { part } = scores;
/** The fixture's player 0 (ATRP 2.5) beats player 1 (3.0) 6-0 6-3: a bagel and an upset. */
const bagelUpset = { s1: part(6, 0), s2: part(6, 3), st: null };

beforeAll(async () => {
  t = await createTestApp();
  host = await loginAs(t.app, 'host@demo.gr');
  god = await loginAs(t.app, 'god@demo.gr');
  mailer = createMailer(t.app.env, t.db);
  job = recomputeAchievementsJob(t.db, { mailer, env: t.app.env });
}, 60_000);
afterAll(async () => t?.close());

/** Player 0 with an account at winner-N@, beating player 1 in a scored match; answers the match. */
async function scoredBagelUpset(options: { achievementsMail?: 'email' | 'none'; verified?: boolean } = {}) {
  round += 1;
  const fixture = await buildChampionshipFixture(t.db, { players: 2 });
  const email = `winner-${round}@example.gr`;
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Ελένη', surname: 'Παππά', email, emailVerified: options.verified ?? true })
    .returning();
  const [winner, loser] = fixture.playerIds as [number, number];
  await t.db.update(players).set({ userId: user!.id }).where(eq(players.id, winner));
  if (options.achievementsMail) {
    await t.db
      .insert(communicationPreferences)
      .values({ userId: user!.id, category: 'achievements', channel: options.achievementsMail });
  }
  const matchId = await buildScheduledMatch(t.db, fixture, winner, loser);
  expect((await host.post(`/api/matches/${matchId}/score`, bagelUpset)).statusCode).toBe(200);
  return { email, winner, matchId };
}

const achievementMails = async (email: string) =>
  (await mailsTo(t.db, email)).filter((mail) => mail.template === 'achievement-unlocked');

const idOf = async (key: string) =>
  (await t.db.select({ id: achievements.id }).from(achievements).where(eq(achievements.key, key)))[0]!.id;

/** How many of the player's unlocks still wait for their mail. */
const pendingOf = async (playerId: number) =>
  (
    await t.db
      .select({ id: playerAchievements.id })
      .from(playerAchievements)
      .where(and(eq(playerAchievements.playerId, playerId), eq(playerAchievements.mailPending, true)))
  ).length;

describe('achievement mails (the achievements job)', () => {
  it('mails each tier the match unlocked once, in Greek, with the one-click unsubscribe; a second run sends nothing', async () => {
    const { email, winner, matchId } = await scoredBagelUpset();
    expect(await achievementMails(email)).toHaveLength(0);

    await job.handle({ matchId });
    const mails = await achievementMails(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Νέο επίτευγμα: Έκπληξη (Νίκες επί ισχυρότερων · επίπεδο 1)',
      'Νέο επίτευγμα: Κουλούρι (Σετ 6-0 · επίπεδο 1)',
    ]);
    const bagel = mails.find((m) => m.subject.includes('Κουλούρι'))!;
    expect(bagel.textBody).toContain('Ξεκλειδώσατε το επίτευγμα «Κουλούρι (Σετ 6-0 · επίπεδο 1)»');
    expect(bagel.textBody).toContain(`/players/${winner}/achievements/${await idOf('bagels-1')}`);
    expect(bagel.headers?.['List-Unsubscribe']).toMatch(/^<http.+\/api\/unsubscribe\?token=\d+\.achievements\./);
    expect(bagel.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await job.handle({ matchId });
    expect(await achievementMails(email)).toHaveLength(2);
    expect(await pendingOf(winner)).toBe(0);
  });

  it('mails nothing to a player whose achievement mails are off, and does not mail them later either', async () => {
    const { email, matchId } = await scoredBagelUpset({ achievementsMail: 'none' });
    await job.handle({ matchId });
    expect(await achievementMails(email)).toHaveLength(0);
    await t.db.delete(communicationPreferences).where(eq(communicationPreferences.category, 'achievements'));
    await job.handle({ matchId });
    expect(await achievementMails(email)).toHaveLength(0);
  });

  it('mails nothing to a player whose e-mail is not verified yet', async () => {
    const { email, matchId } = await scoredBagelUpset({ verified: false });
    await job.handle({ matchId });
    expect(await achievementMails(email)).toHaveLength(0);
  });

  it('a rebuild from scratch mails nothing that was unlocked before, only what no one had stored', async () => {
    const mailed = await scoredBagelUpset();
    await job.handle({ matchId: mailed.matchId });
    // This one's job never ran (a runner that was down): the rebuild finds it first.
    const missed = await scoredBagelUpset();
    expect((await god.post('/api/god/achievements/rebuild', {})).statusCode).toBe(200);
    expect(await pendingOf(mailed.winner)).toBe(0);
    expect(await pendingOf(missed.winner)).toBe(2);
    await mailAchievementUnlocks(t.db, mailer, t.app.env);
    expect(await achievementMails(mailed.email)).toHaveLength(2);
    expect(await achievementMails(missed.email)).toHaveLength(2);
    await mailAchievementUnlocks(t.db, mailer, t.app.env);
    expect(await achievementMails(missed.email)).toHaveLength(2);
  });
});
