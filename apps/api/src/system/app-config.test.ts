import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentHosts } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/app-config', () => {
  it('names the main host, whose daily schedule the home page shows and whose phone the contact bubble calls', async () => {
    const [host] = await t.db.select().from(tournamentHosts).where(eq(tournamentHosts.id, 1));
    const response = await t.app.inject({ url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().mainHost).toEqual({ name: host!.name, slug: host!.slug, phone: host!.phone });
    expect(host!.phone).not.toBeNull();
  });
});
