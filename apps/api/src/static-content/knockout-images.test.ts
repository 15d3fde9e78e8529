import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_MESSAGES, REQUIRED, type TKnockoutImages } from '@tennis/contracts';
import { staticContentImages } from '../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, EVERYONE, type Who, MAIN_HOST_STAFF_AND_ADMINS } from '../test/demo-agents.js';
import { multipartBody } from '../championships/backoffice/championship-fixtures.test-helpers.js';
import { FILE_TOO_LARGE } from '../files/read-file-part.js';
import { describeConcurrency } from '../test/describe-concurrency.js';

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = join(tmpdir(), `knockout-images-test-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const image = (format: 'png' | 'jpeg' | 'webp', background = '#c2410c') => {
  const blank = sharp({ create: { width: 24, height: 16, channels: 3, background } });
  return blank[format]().toBuffer();
};
const upload = (who: Who, path: string, filename: string, content: Buffer, field = 'image') =>
  as[who].request({
    method: 'POST',
    url: `/api/static-content/knockouts/${path}`,
    ...multipartBody(null, [{ field, filename, content }]),
  });
const storedFiles = (year: number) =>
  readdir(join(dataDir, 'uploads', 'static-content', 'knockouts', String(year))).catch(() => [] as string[]);
const rowsOf = (year: number) =>
  t.db
    .select()
    .from(staticContentImages)
    .where(and(eq(staticContentImages.page, 'knockouts'), eq(staticContentImages.year, year)));

describe('POST /api/static-content/knockouts/{year}/{index}', () => {
  // Host 1's back office runs the page (spec 3 §6); another host's staff and players may not touch it.
  const expected = MAIN_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s by the rule: host 1 back office and admins upload', async (who) => {
    const response = await upload(who, '2030/1', 'bracket.png', await image('png'));
    expect(response.statusCode).toBe(expected[who]);
  });

  it('stores a jpeg, lists it with a versioned url and serves the same bytes back', async () => {
    const bytes = await image('jpeg');
    const response = await upload('host', '2025/2', 'open-draw.JPG', bytes);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { message: string; data: TKnockoutImages };
    expect(body.message).toBe(CHAMPIONSHIP_MESSAGES.imageUploaded);
    const second = body.data.images.find((entry) => entry.index === 2)!;
    expect(second.url).toMatch(/^\/api\/knockouts\/2025\/2\?v=\d+$/);
    expect(second.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const served = await as.guest.get(second.url!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await rowsOf(2025)).toEqual([expect.objectContaining({ index: 2, updatedByUserId: t.seeded.users.host })]);
  });

  it('replaces an image: the new url differs, the new bytes are served and the old file is removed', async () => {
    const first = (await upload('admin', '2026/3', 'a.png', await image('png', '#111111'))).json() as {
      data: TKnockoutImages;
    };
    const replacement = await image('webp', '#eeeeee');
    const second = (await upload('employee', '2026/3', 'b.webp', replacement)).json() as { data: TKnockoutImages };
    const before = first.data.images[2]!.url;
    const after = second.data.images[2]!.url;
    expect(after).not.toBe(before);
    const served = await as.guest.get(after!);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(replacement)).toBe(true);
    expect(await storedFiles(2026)).toHaveLength(1);
    expect(await rowsOf(2026)).toEqual([
      expect.objectContaining({ index: 3, updatedByUserId: t.seeded.users.employee }),
    ]);
  });

  describeConcurrency('two uploads at once', () => {
    it('keeps one row and one file when two uploads of the same image race', async () => {
      const [a, b] = await Promise.all([
        upload('host', '2027/4', 'a.png', await image('png', '#222222')),
        upload('admin', '2027/4', 'b.png', await image('png', '#dddddd')),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(await rowsOf(2027)).toHaveLength(1);
      expect(await storedFiles(2027)).toHaveLength(1);
    });
  });

  it('refuses a text file named .png, a gif and a pdf by content with 422, storing nothing', async () => {
    expectFieldError(
      await upload('admin', '2028/1', 'bracket.png', Buffer.from('just text, not an image')),
      'image',
      CHAMPIONSHIP_MESSAGES.notAnImage,
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000000' } })
      .gif()
      .toBuffer();
    expectFieldError(await upload('admin', '2028/1', 'bracket.gif', gif), 'image', CHAMPIONSHIP_MESSAGES.notAnImage);
    expectFieldError(
      await upload('admin', '2028/1', 'bracket.pdf', Buffer.from('%PDF-1.7\n')),
      'image',
      CHAMPIONSHIP_MESSAGES.notAnImage,
    );
    // A real png whose name says something else is refused too: the name and the bytes must agree.
    expectFieldError(
      await upload('admin', '2028/1', 'bracket.bmp', await image('png')),
      'image',
      CHAMPIONSHIP_MESSAGES.notAnImage,
    );
    expect(await rowsOf(2028)).toEqual([]);
    expect(await storedFiles(2028)).toEqual([]);
  });

  it('answers 422 when no image is sent, under another field or as JSON', async () => {
    expectFieldError(await upload('admin', '2028/2', 'bracket.png', await image('png'), 'poster'), 'image', REQUIRED);
    expectFieldError(await as.admin.post('/api/static-content/knockouts/2028/2', {}), 'image', REQUIRED);
  });

  it('refuses a file over 10 MB with 422 under its field, storing nothing', async () => {
    const response = await upload('admin', '2028/3', 'huge.png', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expectFieldError(response, 'image', FILE_TOO_LARGE);
    expect(await rowsOf(2028)).toEqual([]);
    expect(await storedFiles(2028)).toEqual([]);
  });

  it.each(['2025/0', '2025/7', '2025/x', '1999/1'])('answers 422 for the image %s outside the page', async (path) => {
    expect((await upload('admin', path, 'bracket.png', await image('png'))).statusCode).toBe(422);
  });
});

describe('GET /api/knockouts/{year} and /{index}', () => {
  it('lists six images, null until uploaded, with the upload permission of the user', async () => {
    await upload('admin', '2029/5', 'bracket.png', await image('png'));
    const guest = (await as.guest.get('/api/knockouts/2029')).json() as { data: TKnockoutImages };
    expect(guest.data.year).toBe(2029);
    expect(guest.data.images.map((entry) => [entry.index, entry.url !== null])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
      [6, false],
    ]);
    expect(guest.data.permissions.upload).toBe(false);
    const permissions = async (who: Who) =>
      ((await as[who].get('/api/knockouts/2029')).json() as { data: TKnockoutImages }).data.permissions.upload;
    expect(await permissions('player')).toBe(false);
    expect(await permissions('host2')).toBe(false);
    expect(await permissions('employee')).toBe(true);
    expect(await permissions('admin')).toBe(true);
  });

  it('answers 404 for an image not uploaded yet and 422 for an index outside 1 to 6', async () => {
    await upload('admin', '2031/5', 'bracket.png', await image('png'));
    expect((await as.guest.get('/api/knockouts/2031/1')).statusCode).toBe(404);
    expect((await as.guest.get('/api/knockouts/2031/7')).statusCode).toBe(422);
    expect((await as.guest.get('/api/knockouts/2031/5')).statusCode).toBe(200);
  });
});
