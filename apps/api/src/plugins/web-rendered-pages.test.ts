import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTournament } from '../test/build-records.js';
import { agent, createTestApp, loginAs, type TestApp } from '../test/app.js';

// A guest's public page comes drawn by the web app's server entry, with its data
// (decision 021). Here the real entry (its sources) draws against the real API.

const TEMPLATE =
  '<!doctype html><html lang="el"><head><title>Athens Tennis</title>' +
  '<script type="module" crossorigin src="/assets/index-test.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-test.js"></head>' +
  '<body><div id="root"></div></body></html>';
const WEB_ENTRY = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');
const STATE = /<script type="application\/json" id="server-state">(.*?)<\/script>/s;

/** A web build whose server entry is `entry` (source text), beside an index.html. */
async function webBuild(parent: string, name: string, entry: string): Promise<string> {
  const dist = path.join(parent, name, 'dist');
  await mkdir(dist, { recursive: true });
  await mkdir(path.join(parent, name, 'dist-server'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await writeFile(path.join(parent, name, 'dist-server', 'entry-server.js'), entry);
  return dist;
}

let parent: string;
let t: TestApp;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'tennis-web-render-'));
  const dist = await webBuild(parent, 'real', `export * from ${JSON.stringify(pathToFileURL(WEB_ENTRY).href)};`);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(parent, { recursive: true, force: true });
});

const guest = () => agent(t.app);
const page = (url: string) => guest().get(url, { headers: { accept: 'text/html' } });
const stateOf = (html: string): unknown => JSON.parse(STATE.exec(html)?.[1] ?? 'null');

describe('a guest on a public page', () => {
  it('gets the tournament landing drawn with its name, and the data it was drawn from', async () => {
    const tournament = await buildTournament(t.db, { name: 'Κύπελλο Φθινοπώρου Γλυφάδας' });
    const response = await page(`/tournaments/athens-tennis/${tournament.slug}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const root = response.body.slice(response.body.indexOf('<div id="root">'), response.body.search(STATE));
    expect(root).toContain('Κύπελλο Φθινοπώρου Γλυφάδας');
    expect(JSON.stringify(stateOf(response.body))).toContain('Κύπελλο Φθινοπώρου Γλυφάδας');
    // The state is data, never a script the page runs: the Content-Security-Policy allows no inline script.
    expect(response.body).not.toMatch(/<script>(?!<\/)/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the drawn page compressed to a browser that takes brotli', async () => {
    const tournament = await buildTournament(t.db, { name: 'Κύπελλο Συμπίεσης' });
    const url = `/tournaments/athens-tennis/${tournament.slug}`;
    const response = await guest().get(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('Κύπελλο Συμπίεσης');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 3);
  });

  it('marks the code of a drawn page as low priority: the page is there before it runs', async () => {
    const tournament = await buildTournament(t.db);
    const response = await page(`/tournaments/athens-tennis/${tournament.slug}`);
    expect(response.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-test.js">',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-test.js">',
    );
  });

  it('draws the page in English for a visitor who chose English, with the feature’s English texts', async () => {
    const tournament = await buildTournament(t.db, { name: 'Κύπελλο Γλωσσών' });
    const response = await guest().get(`/tournaments/athens-tennis/${tournament.slug}`, {
      headers: { accept: 'text/html', cookie: `preferences=${encodeURIComponent('{"locale":"en"}')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    const root = response.body.slice(response.body.indexOf('<div id="root">'), response.body.search(STATE));
    expect(root).toContain('Sign in');
    expect(root).toContain('Κύπελλο Γλωσσών');
    expect(root).not.toMatch(/\b[a-z]+\.[a-z]+[A-Z]\w*\b/);
  });

  it('answers 404 with the app when the tournament does not exist', async () => {
    const response = await page('/tournaments/athens-tennis/no-such-tournament');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(TEMPLATE);
  });

  it('answers 304 to a browser that already holds the same page', async () => {
    const tournament = await buildTournament(t.db);
    const first = await page(`/tournaments/athens-tennis/${tournament.slug}`);
    const again = await guest().get(`/tournaments/athens-tennis/${tournament.slug}`, {
      headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('a shared link of a public page', () => {
  it('previews a page with the title and description its route names, and the site picture', async () => {
    const response = await page('/athens-tennis/events/open-taf');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Open TAF · Athens Tennis</title>');
    expect(metaOf(response.body, 'og:title')).toBe('Open TAF · Athens Tennis');
    expect(metaOf(response.body, 'og:description')).toMatch(/^Το ανοιχτό τουρνουά του πρωταθλήματος/);
    expect(metaOf(response.body, 'description')).toBe(metaOf(response.body, 'og:description'));
    expect(metaOf(response.body, 'og:image')).toMatch(/\/og-image\.png$/);
    expect(metaOf(response.body, 'og:url')).toMatch(/\/athens-tennis\/events\/open-taf$/);
  });

  it('previews a tournament with its name and start, and a draft not at all', async () => {
    const tournament = await buildTournament(t.db, { name: 'Κύπελλο Προεπισκόπησης' });
    const shared = await page(`/tournaments/athens-tennis/${tournament.slug}`);
    expect(metaOf(shared.body, 'og:title')).toBe('Κύπελλο Προεπισκόπησης · Athens Tennis');
    expect(metaOf(shared.body, 'og:description')).toContain('10 Μαΐου 2026');

    const draft = await buildTournament(t.db, { name: 'Κύπελλο Πρόχειρο', state: 'draft' });
    const hidden = await page(`/tournaments/athens-tennis/${draft.slug}`);
    expect(hidden.body).not.toContain('Κύπελλο Πρόχειρο');
    expect(metaOf(hidden.body, 'og:title')).toBeUndefined();
  });

  it("sends the other addresses of the championship site's home to it", async () => {
    for (const alias of ['/athens-tennis', '/athens-tennis/', '/athens-tennis/our-championship']) {
      const response = await page(alias);
      expect(response.statusCode, alias).toBe(302);
      expect(response.headers.location, alias).toBe('/athens-tennis/home');
    }
  });
});

describe('a guest opening the site', () => {
  it('is sent to the home page by the server, before any code downloads', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home');
  });

  it('gets the home page drawn with its sign-in prompt', async () => {
    const response = await page('/home');
    expect(response.statusCode).toBe(200);
    expect(response.body.slice(response.body.indexOf('<div id="root">'))).toMatch(/<main[\s\S]*Σύνδεση/);
  });
});

describe('a signed-in visitor', () => {
  it('opening the site gets the app, which takes them on to their dashboard', async () => {
    const player = await loginAs(t.app, 'player@demo.gr');
    const response = await player.get('/', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('gets the app without server markup, and no guest page drawn beside theirs shows their details', async () => {
    const tournament = await buildTournament(t.db, { name: 'Τουρνουά Ιδιωτικότητας' });
    const url = `/tournaments/athens-tennis/${tournament.slug}`;
    const player = await loginAs(t.app, 'player@demo.gr');
    const personal = ['player@demo.gr', 'Παπαδόπουλος'];

    const [signedIn, ...guests] = await Promise.all([
      player.get(url, { headers: { accept: 'text/html' } }),
      page(url),
      page(url),
    ]);
    const after = await page(url);

    expect(signedIn.statusCode).toBe(200);
    // The app with an empty root: the link's preview (public facts of the tournament) and nothing drawn.
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toMatch(STATE);
    for (const detail of personal) expect(signedIn.body).not.toContain(detail);
    for (const drawn of [...guests, after]) {
      expect(drawn.statusCode).toBe(200);
      expect(drawn.body).toContain('Τουρνουά Ιδιωτικότητας');
      for (const detail of personal) expect(drawn.body).not.toContain(detail);
      expect(JSON.stringify(stateOf(drawn.body))).toContain('"user":null');
    }
  });
});

describe('a render that fails', () => {
  let failing: TestApp;
  beforeAll(async () => {
    const dist = await webBuild(
      parent,
      'failing',
      `export const isKnownPage = () => true;
       export const isServerRenderedPage = () => true;
       export const renderPage = async () => { throw new Error('the page broke while drawing'); };
       export const pageDocument = () => { throw new Error('never reached'); };`,
    );
    failing = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => failing?.close());

  it('answers 200 with the app, which draws the page in the browser', async () => {
    const response = await agent(failing.app).get('/tournaments/athens-tennis/anything', {
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });
});
