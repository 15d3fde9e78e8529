import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TKnockoutImages, TProfilePictureResponse } from '@tennis/contracts';
import { multipartBody } from '../championships/backoffice/championship-fixtures.test-helpers.js';
import { agent, createTestApp, loginAs, type TestApp } from '../test/app.js';
import { buildPlayer } from '../test/build-records.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';

// The app with STORAGE_URL naming a bucket on a real S3-compatible server:
// uploads go through the same routes into the bucket, nothing lands under
// DATA_DIR/uploads, and the public routes serve the objects exactly as they
// serve files from the disk (an app without STORAGE_URL, side by side).

let s3: TestS3Server;
let inBucket: TestApp;
let onDisk: TestApp;
const dataDirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  const [bucketDir, diskDir] = await Promise.all([1, 2].map(() => mkdtemp(path.join(tmpdir(), 'object-uploads-'))));
  dataDirs.push(bucketDir!, diskDir!);
  inBucket = await createTestApp({ DATA_DIR: bucketDir!, STORAGE_URL: s3.url });
  onDisk = await createTestApp({ DATA_DIR: diskDir! });
});
afterAll(async () => {
  await inBucket?.close();
  await onDisk?.close();
  await s3?.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const image = (format: 'png' | 'jpeg', width = 48, height = 32) => {
  const blank = sharp({ create: { width, height, channels: 3, background: '#c2410c' } });
  return blank[format]().toBuffer();
};

async function uploadKnockoutsImage(t: TestApp, slot: string, filename: string, content: Buffer) {
  const host = await loginAs(t.app, 'host@demo.gr');
  const response = await host.request({
    method: 'POST',
    url: `/api/static-content/knockouts/${slot}`,
    ...multipartBody(null, [{ field: 'image', filename, content }]),
  });
  expect(response.statusCode).toBe(200);
  const index = Number(slot.split('/')[1]);
  return (response.json() as { data: TKnockoutImages }).data.images.find((entry) => entry.index === index)!.url!;
}

const uploadsUnder = (t: TestApp) => readdir(path.join(t.app.env.DATA_DIR, 'uploads')).catch(() => [] as string[]);

describe('uploads with STORAGE_URL naming an S3 bucket', () => {
  it('stores a knockouts image in the bucket with its type and serves the same bytes back, nosniff', async () => {
    const bytes = await image('jpeg');
    const url = await uploadKnockoutsImage(inBucket, '2025/2', 'final-draw.jpg', bytes);

    const served = await agent(inBucket.app).get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const [key, ...others] = (await s3.keys()).filter((name) => name.startsWith('static-content/knockouts/2025/'));
    expect(others).toEqual([]);
    expect(key).toMatch(/^static-content\/knockouts\/2025\/image-2-[0-9a-f-]{36}\.jpg$/);
    expect(await s3.contentTypeOf(key!)).toBe('image/jpeg');
    expect(await uploadsUnder(inBucket)).toEqual([]);
  });

  it('keeps a profile picture as six objects, removes them on replacement and serves each variant', async () => {
    const player = await buildPlayer(inBucket.db);
    const admin = await loginAs(inBucket.app, 'admin@demo.gr');
    const upload = async (content: Buffer, filename: string) => {
      const response = await admin.request({
        method: 'POST',
        url: `/api/players/${player.id}/profile-picture`,
        ...multipartBody(null, [{ field: 'image', filename, content }]),
      });
      expect(response.statusCode).toBe(200);
      return response.json<TProfilePictureResponse>().data.profilePictureUrl!;
    };
    const objectsOf = async () => (await s3.keys()).filter((key) => key.startsWith(`players/${player.id}/`));

    await upload(await image('png', 300, 200), 'first.png');
    const first = await objectsOf();
    expect(first).toHaveLength(6);
    const url = await upload(await image('jpeg', 200, 300), 'second.jpg');
    const second = await objectsOf();
    expect(second).toHaveLength(6);
    expect(second.filter((key) => first.includes(key))).toEqual([]);

    const served = await agent(inBucket.app).get(`${url}&size=64&format=webp`);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 64]);
    expect(await uploadsUnder(inBucket)).toEqual([]);
  });

  it('serves a file from the bucket with the same headers as the same file from the disk', async () => {
    const bytes = await image('png');
    const headersOf = async (t: TestApp) => {
      const served = await agent(t.app).get(await uploadKnockoutsImage(t, '2027/1', 'poster.png', bytes));
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const { 'content-type': type, 'cache-control': cache, 'content-disposition': disposition } = served.headers;
      return { type, cache, disposition, nosniff: served.headers['x-content-type-options'] };
    };
    const fromBucket = await headersOf(inBucket);
    expect(fromBucket).toEqual({
      type: 'image/png',
      cache: 'public, max-age=300',
      disposition: 'inline; filename="knockouts-2027-1.png"',
      nosniff: 'nosniff',
    });
    expect(await headersOf(onDisk)).toEqual(fromBucket);
  });
});
