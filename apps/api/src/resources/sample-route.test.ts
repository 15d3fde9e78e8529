import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../test/app.js';

describe('GET /api/factories/{resource}/sample in live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_ENV: 'live', AUTH_SECRET: 'a-live-secret-for-the-sample-test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not exist (404), even for god mode', async () => {
    const god = await loginAs(t.app, 'god@demo.gr');
    for (const resource of ['clubs', 'courts', 'clients', 'users', 'tournament-hosts']) {
      const response = await god.get(`/api/factories/${resource}/sample`);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /api/factories/{resource}/sample in test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 for a resource that does not exist', async () => {
    const god = await loginAs(t.app, 'god@demo.gr');
    expect((await god.get('/api/factories/planets/sample')).statusCode).toBe(404);
  });
});
