import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client.js';
import { createTestDatabase } from '../test/database.js';

// The embedded database runs each query synchronously: without a turn of the
// event loop between a transaction's queries, every request waits for the
// whole transaction (a score: tens of milliseconds). On the server each query
// is I/O and the loop turns anyway.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

it('lets the event loop turn between the queries of a transaction', async () => {
  const order: string[] = [];
  await database.db.transaction(async (tx) => {
    setImmediate(() => order.push('a request answered'));
    await tx.execute(sql`select 1`);
    await tx.execute(sql`select 2`);
    order.push('the transaction done');
  });
  expect(order).toEqual(['a request answered', 'the transaction done']);
});
