import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../test/app.js';
import { contentSecurityPolicy } from './security-headers.js';

// The headers on what the server answers: the web app's pages (index.html for
// every client-side path), its files, and the API.

/** A built web app in miniature: what Vite writes (an external module script, a hashed asset and its map). */
async function writeWebDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'tennis-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log("app");\n');
  await writeFile(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["main.tsx"]}');
  return dist;
}

/** The policy as directive → sources, from the header. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let webDist: string;
let t: TestApp;
let live: TestApp;
beforeAll(async () => {
  webDist = await writeWebDist();
  t = await createTestApp({ WEB_DIST: webDist });
  live = await createTestApp({ APP_ENV: 'live', AUTH_SECRET: 'a-live-secret-of-its-own', WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  await live?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/tournaments/some-host/some-tournament', '/api/app-config', '/api/no-such-route'])(
    'answers %s with the policy and the headers that go with it',
    async (url) => {
      const response = await t.app.inject({ url });
      const policy = directives(response.headers['content-security-policy']);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('serves the page as index.html and lets the frames, images and previews the pages need through', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://www.google.com/maps/embed/',
        'https://www.google.com/maps',
        'https://www.tripadvisor.com',
      ]),
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    // The calendar's icon font comes inlined in FullCalendar's styles; fonts from other origins stay refused.
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
  });

  it('lets other sites frame only the pages meant to be embedded', async () => {
    const response = await t.app.inject({ url: '/demo-pages/iframe-demo' });
    expect(directives(response.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https:']);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('tells browsers to keep to HTTPS in live only', async () => {
    const response = await live.app.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    expect((await live.app.inject({ url: '/api/app-config' })).headers['strict-transport-security']).toBeDefined();
  });

  it('allows the bot check script and frame only when live runs the check', () => {
    const on = contentSecurityPolicy({ APP_ENV: 'live', BOT_CHECK: 'on' }, { embeddable: false });
    expect(on['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(on['frame-src']).toContain('https://www.google.com/recaptcha/');
    const off = contentSecurityPolicy({ APP_ENV: 'live', BOT_CHECK: 'off' }, { embeddable: false });
    expect(off['script-src']).toEqual(["'self'"]);
  });

  it("keeps the web app's index.html free of inline script and style, as the policy requires", async () => {
    const source = await readFile(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');
    expect(source).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(source).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});

describe('source maps', () => {
  it('are not served in live', async () => {
    expect((await live.app.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(404);
    expect((await live.app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
  });

  it('are served while developing and testing', async () => {
    expect((await t.app.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
  });
});

describe('the API docs', () => {
  it.each(['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'])(
    'answer %s in live only to an admin',
    async (url) => {
      expect((await live.app.inject({ url })).statusCode).toBe(404);
      const player = await loginAs(live.app, 'player@demo.gr');
      expect((await player.get(url)).statusCode).toBe(404);
      const admin = await loginAs(live.app, 'admin@demo.gr');
      expect([200, 302]).toContain((await admin.get(url)).statusCode);
    },
  );

  it('give the admin the OpenAPI document of the API in live', async () => {
    const admin = await loginAs(live.app, 'admin@demo.gr');
    const response = await admin.get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: expect.any(String), paths: expect.any(Object) });
    expect(Object.keys(response.json().paths)).toContain('/api/app-config');
  });

  it('are open to everyone while developing and testing', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
