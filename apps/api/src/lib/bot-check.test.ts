import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { assertBotCheck, verifyBotCheckToken } from './bot-check.js';

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('verifyBotCheckToken', () => {
  it('says yes only to a clear success', async () => {
    expect(await verifyBotCheckToken('secret', 'token', '1.2.3.4', answering(200, { success: true }))).toBe(true);
    expect(await verifyBotCheckToken('secret', 'token', '1.2.3.4', answering(200, { success: false }))).toBe(false);
    expect(await verifyBotCheckToken('secret', 'token', '1.2.3.4', answering(500, { success: true }))).toBe(false);
    expect(await verifyBotCheckToken('secret', 'token', '1.2.3.4', answering(200, 'nonsense'))).toBe(false);
  });

  it('says no without a token or when the service cannot be reached', async () => {
    expect(await verifyBotCheckToken('secret', undefined, '1.2.3.4', answering(200, { success: true }))).toBe(false);
    const unreachable = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    expect(await verifyBotCheckToken('secret', 'token', '1.2.3.4', unreachable)).toBe(false);
  });

  it('sends the secret, the token and the address', async () => {
    let sent: URLSearchParams | undefined;
    const recording = (async (_url: string, init: RequestInit) => {
      sent = init.body as URLSearchParams;
      return new Response(JSON.stringify({ success: true }));
    }) as unknown as typeof fetch;
    await verifyBotCheckToken('the-secret', 'the-token', '5.6.7.8', recording);
    expect(Object.fromEntries(sent ?? [])).toEqual({
      secret: 'the-secret',
      response: 'the-token',
      remoteip: '5.6.7.8',
    });
  });
});

describe('assertBotCheck', () => {
  const request = { ip: '1.2.3.4' } as FastifyRequest;

  it('asks for no token in live when BOT_CHECK=off turned the check off', async () => {
    await expect(
      assertBotCheck(request, { APP_ENV: 'live', BOT_CHECK: 'off', BOT_CHECK_SECRET: undefined }, undefined),
    ).resolves.toBeUndefined();
  });

  it('fails closed in live when the check is on and the secret is missing', async () => {
    await expect(
      assertBotCheck(request, { APP_ENV: 'live', BOT_CHECK: 'on', BOT_CHECK_SECRET: undefined }, 'token'),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});
