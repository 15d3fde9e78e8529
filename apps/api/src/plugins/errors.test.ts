import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadEnv } from '../config/env.js';
import { MESSAGES } from '../lib/http-error.js';
import { registerErrorHandling } from './errors.js';

async function appThrowing(error: unknown, appEnv: 'dev' | 'live' = 'live') {
  const app = Fastify();
  registerErrorHandling(
    app,
    loadEnv({ APP_ENV: appEnv, AUTH_SECRET: 'a-secret-long-enough-for-live-mode', BOT_CHECK: 'off' }),
  );
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return response;
}

describe('the error handler', () => {
  it.each([
    ['a deadlock', { code: '40P01' }],
    ['a serialization failure', { code: '40001' }],
  ])('answers 409 for %s reported by the driver, directly or as the cause', async (_name, driverError) => {
    for (const thrown of [
      Object.assign(new Error('db'), driverError),
      Object.assign(new Error('query failed'), { cause: driverError }),
    ]) {
      const response = await appThrowing(thrown);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MESSAGES.concurrentChange });
    }
  });

  it('answers an unknown failure with 500, an id and no trace in live', async () => {
    const response = await appThrowing(new Error('secret internals'));
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.message).toBe(MESSAGES.serverError);
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(body.trace).toBeUndefined();
  });

  it('lists exception, file and trace in dev', async () => {
    const response = await appThrowing(new Error('visible in dev'), 'dev');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, exception: 'Error' });
    expect(Array.isArray(response.json().trace)).toBe(true);
  });
});
