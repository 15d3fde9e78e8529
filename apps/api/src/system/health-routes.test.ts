import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestLogs } from '../db/schema/index.js';
import { agent, createTestApp, loginAs, type TestApp } from '../test/app.js';
import { markShuttingDown } from './shutting-down.js';

// The load balancer's probes: live while the process answers, ready only
// while the database answers with every migration of this build applied and
// the process is not shutting down.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type MigrationRow = { id: number; hash: string; created_at: string };

/** Runs `check` with the newest migration's row gone, as on a database this build's migrations have not reached. */
async function withoutNewestMigration(check: () => Promise<void>): Promise<void> {
  const { rows } = await t.db.execute<MigrationRow>(
    sql`delete from drizzle.__drizzle_migrations
         where id = (select max(id) from drizzle.__drizzle_migrations)
        returning id, hash, created_at::text as created_at`,
  );
  const removed = rows[0]!;
  try {
    await check();
  } finally {
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${removed.id}, ${removed.hash}, ${removed.created_at}::bigint)`,
    );
  }
}

describe('GET /health/live', () => {
  it('answers { ok: true } that no cache may keep', async () => {
    const response = await t.app.inject({ url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stays 200 while the process shuts down: it is not stuck, only leaving', async () => {
    const own = await createTestApp();
    try {
      markShuttingDown(own.app);
      expect((await own.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('GET /health/ready', () => {
  it('answers { ok: true } that no cache may keep when the database is migrated', async () => {
    const response = await t.app.inject({ url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migrations when the newest one is not applied, and 200 again once it is', async () => {
    await withoutNewestMigration(async () => {
      const response = await t.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        message: 'Not ready: 1 migration(s) not applied',
        errors: { migrations: ['1 migration(s) not applied'] },
      });
    });
    expect((await t.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 naming the shutdown once the process began shutting down', async () => {
    const own = await createTestApp();
    try {
      expect((await own.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
      markShuttingDown(own.app);
      const response = await own.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual({ shutdown: ['the process is shutting down'] });
    } finally {
      await own.close();
    }
  });

  it('answers 503 naming the database when it does not answer, while live, which reads no session, answers', async () => {
    const own = await createTestApp();
    try {
      const player = await loginAs(own.app, 'player@demo.gr');
      await own.database.close();
      const response = await player.get('/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual({ database: ['the database does not answer'] });
      // A session lookup would need the database: a signed-in browser's probe never makes one.
      expect((await player.get('/health/live')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('the probes', () => {
  it.each(['/health/live', '/health/ready'])(
    '%s sets no cookie, not even the CSRF token a first-time visitor gets',
    async (url) => {
      expect((await t.app.inject({ url: '/api/health' })).headers['set-cookie']).toBeDefined();
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('are not written to request_logs, not even when they fail', async () => {
    const ip = '10.9.41.1';
    const guest = agent(t.app, { ip });
    await withoutNewestMigration(async () => {
      expect((await guest.get('/health/ready')).statusCode).toBe(503);
    });
    await guest.get('/health/live');
    // A refusal that is logged, after the probes: once its row is written, theirs would be too.
    await guest.get('/api/user/settings');
    await vi.waitFor(
      async () =>
        expect(
          (await t.db.select().from(requestLogs).where(eq(requestLogs.ipAddress, ip))).map((row) => row.url),
        ).toEqual(['/api/user/settings']),
      { timeout: 5000 },
    );
  });

  it('are not rate limited: a balancer asking many times a second keeps getting answers', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) statuses.add((await t.app.inject({ url: '/health/live' })).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});
