import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED } from '@tennis/contracts';
import { agent, createTestApp, expectFieldError, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/js-log', () => {
  it('takes a line from a guest or a user', async () => {
    const query = `action=${encodeURIComponent('render dashboard')}&message=${encodeURIComponent('TypeError: x is undefined')}&level=error`;
    expect((await agent(t.app, { ip: '10.8.0.1' }).get(`/api/js-log?${query}`)).json()).toEqual({ logged: true });
    expect(
      (await (await loginAs(t.app, 'player@demo.gr', { ip: '10.8.0.2' })).get(`/api/js-log?${query}`)).statusCode,
    ).toBe(200);
  });

  it('needs an action and a known level', async () => {
    expectFieldError(await agent(t.app, { ip: '10.8.0.3' }).get('/api/js-log?message=x'), 'action', REQUIRED);
    expect((await agent(t.app, { ip: '10.8.0.3' }).get('/api/js-log?action=a&level=loud')).statusCode).toBe(422);
  });

  it('answers 429 after thirty lines a minute from one address', async () => {
    const browser = agent(t.app, { ip: '10.8.1.1' });
    for (let i = 0; i < 30; i += 1) expect((await browser.get(`/api/js-log?action=a${i}`)).statusCode).toBe(200);
    expect((await browser.get('/api/js-log?action=again')).statusCode).toBe(429);
  });
});
