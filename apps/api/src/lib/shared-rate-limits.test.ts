import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import type { Database } from '../db/client.js';
import { agent, createTestApp, type TestApp } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { TEST_REDIS_URL, redisAnswers } from '../test/redis.js';

// Several API processes behind one load balancer must count as one: a limit
// reached through one process answers 429 through the others. Two apps built
// in this process stand for two processes: they share nothing in memory.

const withRedis = await redisAnswers();

/** A second API process on `database`. */
async function anotherProcess(database: Database, overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', ...overrides });
  const app = await buildApp({ env, database });
  await app.ready();
  return app;
}

/** An address of its own each run: counters in Redis outlive the test. */
const freshAddress = () => `10.${randomInt(100, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
const registration = (email: string) => ({
  name: 'Δήμητρα',
  surname: 'Σταθοπούλου',
  email,
  password: 'shared-limit-9',
  passwordConfirmation: 'shared-limit-9',
  termsAccepted: true,
});

/** Five registrations a minute per address, counted through `first`, then one more through `second`. */
async function sixthRegistration(first: FastifyInstance, second: FastifyInstance): Promise<number[]> {
  const ip = freshAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1)
    statuses.push(
      (await agent(first, { ip }).post('/register', registration(`shared-${ip}-${i}@example.gr`))).statusCode,
    );
  statuses.push((await agent(second, { ip }).post('/register', registration(`shared-${ip}-6@example.gr`))).statusCode);
  return statuses;
}

/** Three reset mails for one account from one address in ten minutes: three through `first`, the fourth through `second`. */
async function fourthResetMail(first: FastifyInstance, second: FastifyInstance): Promise<number[]> {
  const ip = freshAddress();
  const email = `flood-${ip}@example.gr`;
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1)
    statuses.push((await agent(first, { ip }).post('/forgot-password', { email })).statusCode);
  statuses.push((await agent(second, { ip }).post('/forgot-password', { email })).statusCode);
  return statuses;
}

/** Ten wrong passwords on one account from one address through `first`, then the right one through `second`. */
async function loginAfterTenFailures(
  first: FastifyInstance,
  second: FastifyInstance,
  email: string,
): Promise<number[]> {
  const ip = freshAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1)
    statuses.push((await agent(first, { ip }).post('/login', { email, password: `guess-${i}` })).statusCode);
  statuses.push((await agent(second, { ip }).post('/login', { email, password: 'demo1234' })).statusCode);
  return statuses;
}

describe('rate limits shared through the database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    second = await anotherProcess(t.database);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('answers 429 through one process once the address reached the limit through another', async () => {
    expect(await sixthRegistration(t.app, second)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("counts an address's reset mails for one account across processes", async () => {
    expect(await fourthResetMail(t.app, second)).toEqual([200, 200, 200, 429]);
  });

  it('keeps an address that failed ten times on an account out through every process', async () => {
    expect(await loginAfterTenFailures(t.app, second, 'player@demo.gr')).toEqual([...Array<number>(10).fill(422), 429]);
  });
});

describe.skipIf(!withRedis)(`rate limits shared through Redis at ${TEST_REDIS_URL}`, () => {
  // Two processes on two different databases: only Redis joins them.
  let t: TestApp;
  let otherDatabase: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    otherDatabase = await createTestDatabase();
    second = await anotherProcess(otherDatabase, { REDIS_URL: TEST_REDIS_URL });
  });
  afterAll(async () => {
    await second?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  it('answers 429 through one process once the address reached the limit through another', async () => {
    expect(await sixthRegistration(t.app, second)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("counts an address's reset mails for one account across processes", async () => {
    expect(await fourthResetMail(t.app, second)).toEqual([200, 200, 200, 429]);
  });

  it('keeps an address that failed ten times on an account out through every process', async () => {
    expect(await loginAfterTenFailures(t.app, second, 'player@demo.gr')).toEqual([...Array<number>(10).fill(422), 429]);
  });
});
