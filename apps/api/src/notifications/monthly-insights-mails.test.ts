import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationPreferences, players, users } from '../db/schema/index.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { buildChampionshipFixture, buildScheduledMatch, scores } from '../matches/match-test-fixtures.js';
import { createTestApp, loginAs, mailsTo, type TestApp } from '../test/app.js';
import { mailMonthlyInsights, pastAthensMonth } from './mail-monthly-insights.js';

let t: TestApp;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestApp();
  mailer = createMailer(t.app.env, t.db);
}, 60_000);
afterAll(async () => t?.close());

describe('monthly insights mails (job)', () => {
  it('names the month before, in Athens time, across the new year', () => {
    expect(pastAthensMonth(new Date('2026-12-01T06:00:00Z'))).toEqual({ key: '2026-11', name: 'Νοέμβριος 2026' });
    // 00:30 on 1 January in Athens is still 31 December in UTC.
    expect(pastAthensMonth(new Date('2026-12-31T22:30:00Z')).key).toBe('2026-12');
    expect(pastAthensMonth(new Date('2027-01-01T06:00:00Z')).key).toBe('2026-12');
  });

  it('mails the insights numbers to players who played, once a month, and not to those who turned them off', async () => {
    const host = await loginAs(t.app, 'host@demo.gr');
    const fixture = await buildChampionshipFixture(t.db, { players: 3 });
    const emails = ['insights-a@example.gr', 'insights-b@example.gr', 'insights-c@example.gr'];
    const ids: number[] = [];
    for (const [i, email] of emails.entries()) {
      const [user] = await t.db
        .insert(users)
        .values({ name: 'Μαρία', surname: 'Κ', email, emailVerified: true })
        .returning();
      await t.db.update(players).set({ userId: user!.id }).where(eq(players.id, fixture.playerIds[i]!));
      ids.push(user!.id);
    }
    await t.db.insert(communicationPreferences).values({ userId: ids[1]!, category: 'insights', channel: 'none' });
    const [a, b] = fixture.playerIds as [number, number];
    // November in Athens: a home win on the 24th, and a loss at 00:30 on the 1st (still 31 October in UTC);
    // 23:30 on 31 October in Athens is October's, not the month told.
    const played = [
      { home: a, away: b, scheduledAt: new Date('2026-11-24T17:00:00Z') },
      { home: b, away: a, scheduledAt: new Date('2026-10-31T22:30:00Z') },
      { home: a, away: b, scheduledAt: new Date('2026-10-31T21:30:00Z') },
    ];
    for (const match of played) {
      const matchId = await buildScheduledMatch(t.db, fixture, match.home, match.away, {
        scheduledAt: match.scheduledAt,
      });
      expect((await host.post(`/api/matches/${matchId}/score`, scores.straightSets)).statusCode).toBe(200);
    }

    const first = new Date('2026-12-01T06:00:00Z');
    await mailMonthlyInsights(t.db, mailer, t.app.env, first);
    const [mail, ...more] = await mailsTo(t.db, emails[0]!);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Τα στατιστικά σας · Νοέμβριος 2026');
    expect(mail?.textBody).toContain('Ο μήνας σας (Νοέμβριος 2026):');
    expect(mail?.textBody).toContain('Αγώνες: 2 (νίκες 1, ήττες 1, ποσοστό νικών 50%)');
    expect(mail?.textBody).toContain('Φιλικοί αγώνες: 0');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?token=\d+\.insights\./);
    expect(await mailsTo(t.db, emails[1]!)).toHaveLength(0);
    expect(await mailsTo(t.db, emails[2]!), 'no match played: nothing to tell').toHaveLength(0);

    await mailMonthlyInsights(t.db, mailer, t.app.env, first);
    expect(await mailsTo(t.db, emails[0]!)).toHaveLength(1);
    await mailMonthlyInsights(t.db, mailer, t.app.env, new Date('2026-11-01T06:00:00Z'));
    const october = (await mailsTo(t.db, emails[0]!)).find((m) => m.subject.endsWith('Οκτώβριος 2026'));
    expect(october?.textBody).toContain('Αγώνες: 1 (νίκες 1, ήττες 0, ποσοστό νικών 100%)');
    await mailMonthlyInsights(t.db, mailer, t.app.env, new Date('2027-01-01T06:00:00Z'));
    expect(await mailsTo(t.db, emails[0]!), 'no match in December: nothing to tell').toHaveLength(2);
  });

  it('mails nobody whose e-mail is not verified yet, though they played', async () => {
    const host = await loginAs(t.app, 'host@demo.gr');
    const fixture = await buildChampionshipFixture(t.db, { players: 2 });
    const emails = ['insights-verified@example.gr', 'insights-unverified@example.gr'];
    for (const [i, email] of emails.entries()) {
      const [user] = await t.db
        .insert(users)
        .values({ name: 'Μαρία', surname: 'Κ', email, emailVerified: i === 0 })
        .returning();
      await t.db.update(players).set({ userId: user!.id }).where(eq(players.id, fixture.playerIds[i]!));
    }
    const [a, b] = fixture.playerIds as [number, number];
    const matchId = await buildScheduledMatch(t.db, fixture, a, b, { scheduledAt: new Date('2026-11-20T17:00:00Z') });
    expect((await host.post(`/api/matches/${matchId}/score`, scores.straightSets)).statusCode).toBe(200);

    await mailMonthlyInsights(t.db, mailer, t.app.env, new Date('2026-12-01T06:00:00Z'));
    expect(await mailsTo(t.db, emails[0]!)).toHaveLength(1);
    expect(await mailsTo(t.db, emails[1]!)).toHaveLength(0);
  });
});
