import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

// How the built web app reaches a browser: the precompressed copy its
// Accept-Encoding allows, and the cache headers that let a phone keep the
// hashed files for good while it revalidates the page itself.

const SCRIPT = `export const greeting = ${JSON.stringify('Καλώς ήρθατε '.repeat(200))};\n`;
const STYLE = `.court { color: #b4532a; }\n`.repeat(100);
const PAGE =
  '<!doctype html><html lang="el"><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
  `<body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`;
const LINES = `<svg xmlns="http://www.w3.org/2000/svg">${'<line x1="0" y1="0" x2="1" y2="1"/>'.repeat(50)}</svg>`;

/** A built web app in miniature: what the build writes, copies included; the font has none, as woff2 gains nothing. */
async function writeWebDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'tennis-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const withCopies = async (file: string, text: string) => {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  await withCopies('index.html', PAGE);
  await withCopies('assets/index-abc123.js', SCRIPT);
  await withCopies('assets/index-abc123.css', STYLE);
  await withCopies('assets/court-abc123.svg', LINES);
  await writeFile(path.join(dist, 'assets', 'noto-sans-greek-400-abc123.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = await writeWebDist();
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const FILES = [
  { url: '/assets/index-abc123.js', text: SCRIPT, type: 'application/javascript; charset=utf-8' },
  { url: '/assets/index-abc123.css', text: STYLE, type: 'text/css; charset=utf-8' },
  { url: '/assets/court-abc123.svg', text: LINES, type: 'image/svg+xml' },
  { url: '/index.html', text: PAGE, type: 'text/html; charset=utf-8' },
  // A client-side page: the SPA's index.html, compressed like any file.
  { url: '/tournaments/athens-tennis/open-2026', text: PAGE, type: 'text/html; charset=utf-8' },
];

describe('compressed answers', () => {
  it.each(FILES)('sends the brotli copy of $url to a browser that accepts brotli', async ({ url, text, type }) => {
    const response = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(text);
  });

  it.each(FILES)('sends the gzip copy of $url to a browser that accepts only gzip', async ({ url, text, type }) => {
    const response = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(text);
  });

  it.each<Record<string, string>>([{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }])(
    'sends the file itself, still varying on the encoding, when the browser asks %o',
    async (headers) => {
      for (const { url, text, type } of FILES) {
        const response = await get(url, headers);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.body).toBe(text);
      }
    },
  );

  it('sends a file the build wrote no copy of as it is, whatever the browser accepts', async () => {
    const response = await get('/assets/noto-sans-greek-400-abc123.woff2', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.rawPayload).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  });

  it.each(['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/index.html.br'])(
    'does not serve the copy %s as a file of its own',
    async (url) => {
      expect((await get(url, { 'accept-encoding': 'br, gzip' })).statusCode).toBe(404);
    },
  );
});

describe('cache headers', () => {
  it.each(['/assets/index-abc123.js', '/assets/index-abc123.css', '/assets/noto-sans-greek-400-abc123.woff2'])(
    'let a browser keep the hashed file %s for a year without asking again',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    },
  );

  it.each(['/', '/index.html', '/championships/men-2026-2027', '/favicon.svg'])(
    'make a browser revalidate %s before each use, with an ETag and a Last-Modified',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.etag).toEqual(expect.any(String));
        expect(response.headers['last-modified']).toEqual(expect.any(String));
      }
    },
  );

  it('answers a revalidation of an unchanged page with 304 and no body', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await get('/', headers);
    const again = await get('/tournaments/athens-tennis/open-2026', {
      ...headers,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
