import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestUploadResponse } from '@tennis/contracts';
import { multipartBody } from '../championships/backoffice/championship-fixtures.test-helpers.js';
import { FILE_TOO_LARGE } from '../files/read-file-part.js';
import { buildClub } from '../test/build-records.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { TEST_UPLOAD_CHECKED, TEST_UPLOAD_REFUSED } from './check-test-upload.js';

// The test dashboard's PDF and upload pages: a PDF really written with Greek
// glyphs embedded, a file really checked, stored and removed.

let t: TestApp;
let as: Record<Who, Agent>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dev-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The PDF's streams, inflated where pdfkit compressed them. */
function streamsOf(pdf: Buffer): string[] {
  const streams: string[] = [];
  for (let at = pdf.indexOf('stream\n'); at >= 0; at = pdf.indexOf('stream\n', at + 1)) {
    const end = pdf.indexOf('\nendstream', at);
    if (end < 0) break;
    const body = pdf.subarray(at + 'stream\n'.length, end);
    try {
      streams.push(inflateSync(body).toString('latin1'));
    } catch {
      streams.push(body.toString('latin1'));
    }
    at = end + '\nendstream'.length;
  }
  return streams;
}

const testPdf = async () => {
  const response = await as.god.get('/api/dev/test-pdf');
  expect(response.statusCode).toBe(200);
  return response;
};

const upload = (filename: string, content: Buffer) =>
  as.god.request({
    method: 'POST',
    url: '/api/dev/test-upload',
    ...multipartBody(null, [{ field: 'file', filename, content }]),
  });
const leftInUploads = () => readdir(path.join(dataDir, 'uploads', 'test-uploads')).catch(() => [] as string[]);

describe('GET /api/dev/test-pdf', () => {
  it('writes a real PDF with Noto Sans embedded and Greek letters mapped to their characters', async () => {
    await buildClub(t.db, { name: 'Όμιλος Ψυχικού' });
    const response = await testPdf();
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans/);
    expect(raw).toContain('/FontFile2');
    // The fonts' character maps say which letters the glyphs drawn are: Δ, ό, Ψ, ύ among them.
    const maps = streamsOf(pdf)
      .filter((stream) => stream.includes('begincmap'))
      .join('\n')
      .toLowerCase();
    for (const letter of ['Δ', 'ό', 'Ψ', 'ύ']) {
      expect(maps).toContain(`<${letter.codePointAt(0)!.toString(16).padStart(4, '0')}>`);
    }
  });
});

describe('POST /api/dev/test-upload', () => {
  it('answers an image’s type by its content, its size and dimensions, and leaves nothing stored', async () => {
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const response = await upload('φωτογραφία.png', image);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TTestUploadResponse>();
    expect(answer.message).toBe(TEST_UPLOAD_CHECKED);
    expect(answer.data).toMatchObject({
      originalName: 'φωτογραφία.png',
      extension: 'png',
      contentType: 'image/png',
      bytes: image.length,
      width: 300,
      height: 200,
    });
    expect(answer.data.storedAs).toMatch(/^test-uploads\/test-[0-9a-f-]+\.png$/);
    expect(await leftInUploads()).toEqual([]);
  });

  it('takes a document by its first bytes, with no dimensions', async () => {
    const pdf = (await testPdf()).rawPayload;
    const response = await upload('έγγραφο.pdf', pdf);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TTestUploadResponse>().data).toMatchObject({
      extension: 'pdf',
      contentType: 'application/pdf',
      bytes: pdf.length,
      width: null,
      height: null,
    });
  });

  it('refuses a renamed text file, a file over 10 MB and a form without a file', async () => {
    expectFieldError(await upload('photo.png', Buffer.from('not an image at all')), 'file', TEST_UPLOAD_REFUSED);
    expectFieldError(await upload('notes.txt', Buffer.from('plain text')), 'file', TEST_UPLOAD_REFUSED);
    expectFieldError(await upload('big.pdf', Buffer.alloc(10 * 1024 * 1024 + 1, 0x25)), 'file', FILE_TOO_LARGE);
    const empty = await as.god.request({ method: 'POST', url: '/api/dev/test-upload', ...multipartBody({}, []) });
    expectFieldError(empty, 'file', TEST_UPLOAD_REFUSED);
    expect(await leftInUploads()).toEqual([]);
  });

  it('exists only in dev and test', async () => {
    const live = await createTestApp({ APP_ENV: 'live', AUTH_SECRET: 'a-live-secret-of-enough-length' });
    try {
      const god = (await demoAgents(live.app)).god;
      expect((await god.get('/api/dev/test-pdf')).statusCode).toBe(404);
      const refused = await god.request({
        method: 'POST',
        url: '/api/dev/test-upload',
        ...multipartBody(null, [{ field: 'file', filename: 'a.pdf', content: Buffer.from('%PDF-1.7') }]),
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
