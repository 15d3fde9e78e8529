import { describe, expect, it } from 'vitest';
import { ConfigurationError, isBotCheckOn, loadEnv } from './env.js';

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

describe('STORAGE_URL', () => {
  it('is unset by default: uploads stay in DATA_DIR/uploads', () => {
    expect(loadEnv({}).STORAGE_URL).toBeUndefined();
  });

  it.each([
    's3://tennis-uploads',
    's3://tennis-uploads?region=eu-central-1',
    's3://key:secret@tennis-uploads?endpoint=http://minio.internal:9000&region=us-east-1&forcePathStyle=true',
    's3://tennis.uploads.example?endpoint=https://s3.example.gr&forcePathStyle=false',
  ])('accepts %s', (url) => {
    expect(loadEnv({ STORAGE_URL: url }).STORAGE_URL).toBe(url);
  });

  it.each([
    ['', 'not a URL'],
    ['tennis-uploads', 'not a URL'],
    ['https://tennis-uploads.s3.amazonaws.com', 'the scheme must be s3:, not https:'],
    ['s3://Tennis_Uploads', '"Tennis_Uploads" is not a bucket name'],
    ['s3://ab', '"ab" is not a bucket name'],
    ['s3://tennis-uploads/photos', 'name the bucket alone, without a path'],
    ['s3://tennis-uploads:9000', 'a port belongs in the endpoint'],
    ['s3://tennis-uploads?endpoint=minio:9000', 'endpoint must be an http or https URL'],
    ['s3://tennis-uploads?forcePathStyle=yes', 'forcePathStyle must be true or false'],
    ['s3://tennis-uploads?pathStyle=true', 'unknown parameter pathStyle'],
    ['s3://tennis-uploads?region=', 'region is empty'],
    ['s3://key-only@tennis-uploads', 'give both the access key and the secret'],
  ])('refuses %j at start, saying why and what is expected', (url, reason) => {
    const message = refusal({ STORAGE_URL: url });
    expect(message).toMatch(/^Invalid configuration:\nSTORAGE_URL: /);
    expect(message).toContain(reason);
    expect(message).toContain('(expected s3://bucket?endpoint=');
  });

  it('refuses it with the ConfigurationError start-up prints alone', () => {
    expect(() => loadEnv({ STORAGE_URL: 's3://' })).toThrow(ConfigurationError);
  });
});
