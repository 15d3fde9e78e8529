import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_MESSAGES, REQUIRED, type TPartnerFacilityImages } from '@tennis/contracts';
import { staticContentImages } from '../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, EVERYONE, type Who, MAIN_HOST_STAFF_AND_ADMINS } from '../test/demo-agents.js';
import { multipartBody } from '../championships/backoffice/championship-fixtures.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = join(tmpdir(), `partner-facility-images-test-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const image = (format: 'png' | 'jpeg' | 'webp', background = '#15803d') => {
  const blank = sharp({ create: { width: 24, height: 16, channels: 3, background } });
  return blank[format]().toBuffer();
};
const upload = (who: Who, path: string, filename: string, content: Buffer, field = 'image') =>
  as[who].request({
    method: 'POST',
    url: `/api/partner-facilities/${path}`,
    ...multipartBody(null, [{ field, filename, content }]),
  });
// The tests of a file run at once: each keeps to photo slots of its own.
const storedFiles = async (slug: string, index: number) =>
  (
    await readdir(join(dataDir, 'uploads', 'static-content', 'partner-facilities', slug)).catch(() => [] as string[])
  ).filter((name) => name.startsWith(`image-${index}-`));
const rowsOf = (slug: string, index: number) =>
  t.db
    .select()
    .from(staticContentImages)
    .where(and(eq(staticContentImages.page, `partner-facility-${slug}`), eq(staticContentImages.index, index)));
type Answer = { message: string; data: TPartnerFacilityImages };

describe('POST /api/partner-facilities/{slug}/images/{index}', () => {
  // The same rule as the knockouts' images: host 1's back office and admins (spec 3 §6).
  const expected = MAIN_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s by the rule: host 1 back office and admins upload', async (who) => {
    const response = await upload(who, 'taf/images/6', 'court.png', await image('png'));
    expect(response.statusCode).toBe(expected[who]);
  });

  it('stores a jpeg, lists it with a versioned url and serves the same bytes back', async () => {
    const bytes = await image('jpeg');
    const response = await upload('host', 'kavouri/images/2', 'clay-courts.JPG', bytes);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Answer;
    expect(body.message).toBe(CHAMPIONSHIP_MESSAGES.imageUploaded);
    expect(body.data.slug).toBe('kavouri');
    const second = body.data.images.find((entry) => entry.index === 2)!;
    expect(second.url).toMatch(/^\/api\/partner-facilities\/kavouri\/images\/2\?v=\d+$/);

    const served = await as.guest.get(second.url!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await rowsOf('kavouri', 2)).toEqual([
      expect.objectContaining({ index: 2, updatedByUserId: t.seeded.users.host }),
    ]);
  });

  it('replaces a photo: the new url differs, the new bytes are served and the old file is removed', async () => {
    const first = (await upload('admin', 'tenez/images/3', 'a.png', await image('png', '#111111'))).json() as Answer;
    const replacement = await image('webp', '#eeeeee');
    const second = (await upload('employee', 'tenez/images/3', 'b.webp', replacement)).json() as Answer;
    const before = first.data.images[2]!.url;
    const after = second.data.images[2]!.url;
    expect(after).not.toBe(before);
    const served = await as.guest.get(after!);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(replacement)).toBe(true);
    expect(await storedFiles('tenez', 3)).toHaveLength(1);
    expect(await rowsOf('tenez', 3)).toEqual([
      expect.objectContaining({ index: 3, updatedByUserId: t.seeded.users.employee }),
    ]);
  });

  it('keeps each facility apart from the others and from the knockouts of any season', async () => {
    await upload('admin', 'tenez/images/1', 'a.png', await image('png'));
    const taf = (await as.guest.get('/api/partner-facilities/taf/images')).json() as { data: TPartnerFacilityImages };
    expect(taf.data.images.find((entry) => entry.index === 1)!.url).toBeNull();
    const knockouts = (await as.guest.get('/api/knockouts/2025')).json() as { data: { images: { url: unknown }[] } };
    expect(knockouts.data.images.every((entry) => entry.url === null)).toBe(true);
  });

  it('refuses a text file named .png and a real png named .gif by content with 422, storing nothing', async () => {
    expectFieldError(
      await upload('admin', 'taf/images/1', 'court.png', Buffer.from('just text, not an image')),
      'image',
      CHAMPIONSHIP_MESSAGES.notAnImage,
    );
    expectFieldError(
      await upload('admin', 'taf/images/1', 'court.gif', await image('png')),
      'image',
      CHAMPIONSHIP_MESSAGES.notAnImage,
    );
    expectFieldError(
      await upload('admin', 'taf/images/1', 'court.png', await image('png'), 'photo'),
      'image',
      REQUIRED,
    );
    expect(await rowsOf('taf', 1)).toEqual([]);
    expect(await storedFiles('taf', 1)).toEqual([]);
  });

  it.each(['taf/images/0', 'taf/images/7', 'taf/images/x', 'glyfada/images/1'])(
    'answers 422 for %s, outside the facilities and their six photos',
    async (path) => {
      expect((await upload('admin', path, 'court.png', await image('png'))).statusCode).toBe(422);
    },
  );
});

describe('GET /api/partner-facilities/{slug}/images and /{index}', () => {
  it('lists six photos, null until uploaded, with the upload permission of the user', async () => {
    await upload('admin', 'kavouri/images/5', 'sea-view.png', await image('png'));
    const guest = (await as.guest.get('/api/partner-facilities/kavouri/images')).json() as {
      data: TPartnerFacilityImages;
    };
    expect(guest.data.images).toHaveLength(6);
    expect(guest.data.images.find((entry) => entry.index === 5)!.url).not.toBeNull();
    expect(guest.data.images.find((entry) => entry.index === 6)!.url).toBeNull();
    expect(guest.data.permissions.upload).toBe(false);
    const permissions = async (who: Who) =>
      ((await as[who].get('/api/partner-facilities/kavouri/images')).json() as { data: TPartnerFacilityImages }).data
        .permissions.upload;
    expect(await permissions('player')).toBe(false);
    expect(await permissions('host2')).toBe(false);
    expect(await permissions('employee')).toBe(true);
    expect(await permissions('admin')).toBe(true);
  });

  it('answers 404 for a photo not uploaded yet and 422 for an unknown facility or index', async () => {
    await upload('admin', 'taf/images/4', 'lights.png', await image('png'));
    expect((await as.guest.get('/api/partner-facilities/taf/images/4')).statusCode).toBe(200);
    expect((await as.guest.get('/api/partner-facilities/taf/images/5')).statusCode).toBe(404);
    expect((await as.guest.get('/api/partner-facilities/taf/images/7')).statusCode).toBe(422);
    const unknown = await as.guest.get('/api/partner-facilities/glyfada/images');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys((unknown.json() as { errors: object }).errors)).toEqual(['slug']);
  });
});
