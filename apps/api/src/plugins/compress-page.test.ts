import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, pageEncodingFor } from './compress-page.js';

describe('pageEncodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0.1', 'br'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ] as const)('chooses %o → %o', (header, expected) => {
    expect(pageEncodingFor(header)).toBe(expected);
  });
});

describe('compressPage', () => {
  const html = `<!doctype html><html lang="el"><body>${'<p>Παπαδόπουλος 6-4 3-6 10-8</p>'.repeat(500)}</body></html>`;

  it('gives back the same page, much smaller, in either encoding', async () => {
    const br = await compressPage(html, 'br');
    const gz = await compressPage(html, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(gz).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });
});
