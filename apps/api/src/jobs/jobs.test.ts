import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.js';
import { rateLimitCounters, sessions, users, verifications } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { createJobRunner, startJobs } from './job-runner.js';
import { pruneExpiredAuthRows, pruneExpiredAuthRowsJob } from './prune-expired-auth-rows.js';

const hour = 3_600_000;

async function insertUserWithSessions(database: Database, email: string) {
  const [user] = await database.db.insert(users).values({ name: 'Νίκος', surname: 'Δημητρίου', email }).returning();
  const now = Date.now();
  await database.db.insert(sessions).values([
    { token: `${email}-old`, userId: user!.id, expiresAt: new Date(now - hour) },
    { token: `${email}-live`, userId: user!.id, expiresAt: new Date(now + hour) },
  ]);
  await database.db.insert(verifications).values([
    { identifier: `reset:${email}`, value: 'a', expiresAt: new Date(now - hour) },
    { identifier: `verify:${email}`, value: 'b', expiresAt: new Date(now + hour) },
  ]);
  await database.db.insert(rateLimitCounters).values([
    { key: `login|${email}|closed`, count: 3, expiresAt: new Date(now - hour) },
    { key: `login|${email}|open`, count: 1, expiresAt: new Date(now + hour) },
  ]);
  return user!;
}

describe('pruneExpiredAuthRows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('removes expired sessions, tokens and rate-limit counters and keeps live ones', async () => {
    const user = await insertUserWithSessions(database, 'prune@example.gr');
    const removed = await pruneExpiredAuthRows(database.db);
    expect(removed).toEqual({ sessions: 1, verifications: 1, rateLimitCounters: 1 });
    const left = await database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.token)).toEqual(['prune@example.gr-live']);
    const tokens = await database.db.select({ identifier: verifications.identifier }).from(verifications);
    expect(tokens.map((t) => t.identifier)).toEqual(['verify:prune@example.gr']);
    const counters = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((c) => c.key)).toEqual(['login|prune@example.gr|open']);
  });
});

describe('the job runner', () => {
  let database: Database;
  let boss: PgBoss;
  beforeAll(async () => {
    database = await createTestDatabase();
    boss = createJobRunner(database);
    await startJobs(boss, [pruneExpiredAuthRowsJob(database.db)]);
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, close: true });
    await database.close();
  });

  it('runs a sent job through its worker on the same database', async () => {
    await insertUserWithSessions(database, 'queued@example.gr');
    await boss.send('prune-expired-auth-rows', {});
    const deadline = Date.now() + 20_000;
    let expired = 1;
    while (expired > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const rows = await database.db.select({ id: sessions.id, expiresAt: sessions.expiresAt }).from(sessions);
      expired = rows.filter((s) => s.expiresAt.getTime() < Date.now()).length;
    }
    expect(expired).toBe(0);
  });

  it('schedules the nightly job in Athens time', async () => {
    const schedules = await boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: 'prune-expired-auth-rows', cron: '30 3 * * *', timezone: 'Europe/Athens' }),
    );
  });
});
