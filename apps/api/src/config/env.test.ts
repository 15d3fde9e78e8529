import { describe, expect, it } from 'vitest';
import { isBotCheckOn, loadEnv } from './env.js';

const LIVE = {
  APP_ENV: 'live',
  AUTH_SECRET: 'a-live-secret-of-its-own',
  BOT_CHECK_SITE_KEY: 'site-key',
  BOT_CHECK_SECRET: 'bot-secret',
};

function refusal(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted the configuration');
}

describe('the live start-up check of the environment', () => {
  it('starts live with its own AUTH_SECRET and both bot check keys', () => {
    const env = loadEnv(LIVE);
    expect(env.APP_ENV).toBe('live');
    expect(isBotCheckOn(env)).toBe(true);
  });

  it('refuses live with the development AUTH_SECRET', () => {
    const { AUTH_SECRET: _unset, ...withoutSecret } = LIVE;
    expect(refusal(withoutSecret)).toMatch(/^APP_ENV=live cannot start without:\n- AUTH_SECRET: /);
  });

  it.each(['BOT_CHECK_SECRET', 'BOT_CHECK_SITE_KEY'] as const)('refuses live without %s', (key) => {
    const { [key]: _unset, ...rest } = LIVE;
    expect(refusal(rest)).toContain('- BOT_CHECK_SITE_KEY and BOT_CHECK_SECRET:');
    expect(refusal(rest)).toContain('BOT_CHECK=off');
  });

  it('names every missing setting in one refusal', () => {
    const message = refusal({ APP_ENV: 'live' });
    expect(message.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(2);
    expect(message).toContain('AUTH_SECRET');
    expect(message).toContain('BOT_CHECK_SECRET');
  });

  it('starts live without bot check keys only when BOT_CHECK=off says so, and then checks nothing', () => {
    const env = loadEnv({ APP_ENV: 'live', AUTH_SECRET: LIVE.AUTH_SECRET, BOT_CHECK: 'off' });
    expect(isBotCheckOn(env)).toBe(false);
  });

  it('asks dev and test for none of the live settings, and never runs the bot check there', () => {
    for (const APP_ENV of ['dev', 'test']) {
      const env = loadEnv({ APP_ENV, BOT_CHECK_SECRET: 'bot-secret', BOT_CHECK_SITE_KEY: 'site-key' });
      expect(isBotCheckOn(env)).toBe(false);
    }
  });

  it('refuses a BOT_CHECK other than on or off', () => {
    expect(refusal({ ...LIVE, BOT_CHECK: 'no' })).toMatch(/^Invalid configuration:\nBOT_CHECK: /);
  });
});
