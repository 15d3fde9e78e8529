import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

// Which paths are pages: the web app's server build (dist-server beside dist)
// knows its route table; the API answers 404 for a path that is none of them.

const PAGE = '<!doctype html><html lang="el"><head></head><body><div id="root"></div></body></html>';
/** A server build in miniature: two pages, as the real one answers from the app's route table. */
const SERVER_ENTRY = `
const pages = [/^\\/$/, /^\\/tournaments\\/[^/]+\\/[^/]+$/];
export const isKnownPage = (pathname) => pages.some((page) => page.test(pathname));
`;

let parent: string;
let t: TestApp;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'tennis-web-build-'));
  await mkdir(path.join(parent, 'dist'));
  await mkdir(path.join(parent, 'dist-server'));
  await writeFile(path.join(parent, 'dist', 'index.html'), PAGE);
  await writeFile(path.join(parent, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  t = await createTestApp({ WEB_DIST: path.join(parent, 'dist') });
});
afterAll(async () => {
  await t?.close();
  await rm(parent, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('pages and unknown paths', () => {
  it.each(['/', '/tournaments/athens-tennis/open-2026', '/tournaments/athens-tennis/open-2026?tab=draws'])(
    'answers the page %s with 200 and the app',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(PAGE);
    },
  );

  it.each(['/no-such-page', '/tournaments/athens-tennis', '/tournaments/a/b/c', '/%CE%B1%CE%B2'])(
    'answers the unknown path %s with 404 and the app, which draws its not-found page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(PAGE);
    },
  );

  it('still answers an unknown API path with the JSON 404', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
