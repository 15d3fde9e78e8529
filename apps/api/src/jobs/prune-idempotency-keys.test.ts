import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { idempotencyKeys, users } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { pruneIdempotencyKeys } from './prune-idempotency-keys.js';

describe('pruneIdempotencyKeys', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('removes keys older than a day and keeps the recent ones', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Ελένη', surname: 'Γεωργίου', email: 'keys@example.gr' })
      .returning();
    const key = (name: string, hoursAgo: number) => ({
      userId: user!.id,
      key: name,
      fingerprint: 'f',
      statusCode: 200,
      response: { message: 'ok' },
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
    });
    await database.db.insert(idempotencyKeys).values([key('old', 25), key('recent', 1)]);
    expect(await pruneIdempotencyKeys(database.db)).toBe(1);
    const left = await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).toEqual(['recent']);
  });
});
