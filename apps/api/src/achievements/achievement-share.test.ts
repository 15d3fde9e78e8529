import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, playerAchievements } from '../db/schema/index.js';
import { buildPlayer } from '../test/build-records.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { syncAchievementCatalogue } from './sync-achievement-catalogue.js';

// A shared achievement link previews well: the page's HTML carries the Open
// Graph tags, and its picture is a real 1200×630 PNG of the badge.

const PAGE =
  '<!doctype html><html lang="el"><head><meta name="description" content="Ερασιτεχνικό τένις." />' +
  '<title>Athens Tennis</title></head><body><div id="root"></div></body></html>';
const SERVER_ENTRY = `export const isKnownPage = (pathname) => /^\\/players\\/\\d+\\/achievements(\\/\\d+)?$/.test(pathname);`;

let parent: string;
let t: TestApp;
let playerId: number;
let unlocked: number;
let locked: number;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'tennis-achievement-share-'));
  await mkdir(path.join(parent, 'dist'));
  await mkdir(path.join(parent, 'dist-server'));
  await writeFile(path.join(parent, 'dist', 'index.html'), PAGE);
  await writeFile(path.join(parent, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  t = await createTestApp({ WEB_DIST: path.join(parent, 'dist'), APP_URL: 'https://tennis.example.gr' });
  const ids = await syncAchievementCatalogue(t.db);
  unlocked = ids.get('bagels-5')!;
  locked = ids.get('titles-10')!;
  playerId = (await buildPlayer(t.db, { name: 'Μαρία', surname: 'Κωνσταντίνου', displayName: 'Μαρία Κωνσταντίνου' }))
    .id;
  await t.db.insert(playerAchievements).values({ playerId, achievementId: unlocked });
});
afterAll(async () => {
  await t?.close();
  await rm(parent, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('a shared achievement link', () => {
  it('answers the page with its title, description and Open Graph picture in the HTML', async () => {
    const response = await get(`/players/${playerId}/achievements/${unlocked}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Φούρναρης · Μαρία Κωνσταντίνου</title>');
    expect(metaOf(html, 'og:title')).toBe('Φούρναρης · Μαρία Κωνσταντίνου');
    expect(metaOf(html, 'og:description')).toBe(
      'Μαρία Κωνσταντίνου: «Φούρναρης» (Σετ 6-0 · Επίπεδο 2). Κέρδισε 5 σετ με 6-0.',
    );
    expect(metaOf(html, 'description')).toBe(metaOf(html, 'og:description'));
    expect(metaOf(html, 'og:url')).toBe(`https://tennis.example.gr/players/${playerId}/achievements/${unlocked}`);
    expect(metaOf(html, 'og:image')).toBe(
      `https://tennis.example.gr/api/players/${playerId}/achievements/${unlocked}/image`,
    );
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers a locked or unknown achievement’s page as the plain app, with no preview of its own', async () => {
    for (const url of [`/players/${playerId}/achievements/${locked}`, `/players/${playerId}/achievements/999999`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE);
    }
  });

  it('shows a real 1200×630 PNG of the badge, cached, and answers 304 to a copy still good', async () => {
    const response = await t.app.inject({ url: `/api/players/${playerId}/achievements/${unlocked}/image` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const image = await sharp(response.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', 1200, 630]);
    // The tier 2 badge is teal: the medal's centre carries its colour.
    const { data } = await sharp(response.rawPayload)
      .extract({ left: 110, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    expect([...data.subarray(0, 3)]).toEqual([0x0f, 0x76, 0x6e]);

    const again = await t.app.inject({
      url: `/api/players/${playerId}/achievements/${unlocked}/image`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a locked achievement’s picture, an unknown one, or an unknown player, and 422 for a malformed id', async () => {
    for (const url of [
      `/api/players/${playerId}/achievements/${locked}/image`,
      `/api/players/${playerId}/achievements/999999/image`,
      `/api/players/999999/achievements/${unlocked}/image`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Ο αθλητής δεν έχει ξεκλειδώσει αυτό το επίτευγμα.');
    }
    expect((await t.app.inject({ url: `/api/players/abc/achievements/${unlocked}/image` })).statusCode).toBe(422);
    const [row] = await t.db.select().from(achievements).where(eq(achievements.id, unlocked));
    expect(row?.tier).toBe(2);
  });
});
