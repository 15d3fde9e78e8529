import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_PROFILE_PICTURE,
  PROFILE_PICTURE_NOT_AN_IMAGE,
  PROFILE_PICTURE_REMOVED,
  PROFILE_PICTURE_UPDATED,
  REQUIRED,
  type TProfilePictureResponse,
} from '@tennis/contracts';
import { multipartBody } from '../championships/backoffice/championship-fixtures.test-helpers.js';
import { players, revisions } from '../db/schema/index.js';
import { FILE_TOO_LARGE } from '../files/read-file-part.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { buildPlayer } from '../test/build-records.js';
import { EVERYONE, demoAgents, type Who } from '../test/demo-agents.js';

// Profile pictures (spec 3 §4, §6): real images in, square 64/256/512 px WebP
// and JPEG out, the old files gone and a new URL after each change.

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = join(tmpdir(), `profile-picture-test-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A real photo-like image: a circle on a background, wider than tall, so the square crop shows. */
async function photo(format: 'png' | 'jpeg' | 'webp', width = 900, height = 600): Promise<Buffer> {
  const circle = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#c2410c"/></svg>`;
  const picture = sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).composite([
    { input: Buffer.from(circle) },
  ]);
  return picture.toFormat(format).toBuffer();
}

const upload = (who: Who, playerId: number, filename: string, content: Buffer, path = 'players') =>
  as[who].request({
    method: 'POST',
    url: `/api/${path}/${playerId}/profile-picture`,
    ...multipartBody(null, [{ field: 'image', filename, content }]),
  });
const filesOf = (playerId: number) =>
  readdir(join(dataDir, 'uploads', 'players', String(playerId))).catch(() => [] as string[]);
const pictureOf = async (playerId: number) =>
  (await t.db.select().from(players).where(eq(players.id, playerId)))[0]?.profilePicturePath ?? null;

describe('POST /api/players/{id}/profile-picture', () => {
  it('stores a real photo as square 64, 256 and 512 px WebP and JPEG and serves each variant', async () => {
    const player = await buildPlayer(t.db);
    const response = await upload('admin', player.id, 'portrait.png', await photo('png'));
    expect(response.statusCode).toBe(200);
    const body = response.json<TProfilePictureResponse>();
    expect(body.message).toBe(PROFILE_PICTURE_UPDATED);
    expect(body.data.profilePictureUrl).toMatch(
      new RegExp(`^/api/players/${player.id}/profile-picture\\?v=[0-9a-f]{12}$`),
    );
    expect((await filesOf(player.id)).sort()).toHaveLength(6);

    for (const [size, format, type] of [
      ['64', 'webp', 'image/webp'],
      ['256', 'jpeg', 'image/jpeg'],
      ['512', 'webp', 'image/webp'],
    ] as const) {
      const served = await as.guest.get(`${body.data.profilePictureUrl}&size=${size}&format=${format}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, Number(size), Number(size)]);
    }
    const main = await as.guest.get(`/api/players/${player.id}/profile-picture`);
    expect((await sharp(main.rawPayload).metadata()).width).toBe(512);
    const [revision] = await t.db.select().from(revisions).where(eq(revisions.entityId, player.id));
    expect(revision?.action).toBe('profile-picture-updated');
  });

  it('replaces the picture: a new URL, the old six files removed', async () => {
    const player = await buildPlayer(t.db);
    const first = (await upload('admin', player.id, 'a.jpg', await photo('jpeg'))).json<TProfilePictureResponse>();
    const before = await filesOf(player.id);
    const second = (
      await upload('admin', player.id, 'b.webp', await photo('webp', 400, 800))
    ).json<TProfilePictureResponse>();
    expect(second.data.profilePictureUrl).not.toBe(first.data.profilePictureUrl);
    const after = await filesOf(player.id);
    expect(after).toHaveLength(6);
    expect(after.filter((file) => before.includes(file))).toEqual([]);
  });

  it('refuses by content: a text file named .png, an empty upload, a file over 10 MB', async () => {
    const player = await buildPlayer(t.db);
    expectFieldError(
      await upload('admin', player.id, 'face.png', Buffer.from('<?php echo "not a picture"; ?>')),
      'image',
      PROFILE_PICTURE_NOT_AN_IMAGE,
    );
    expectFieldError(
      await upload('admin', player.id, 'face.gif', await photo('png')),
      'image',
      PROFILE_PICTURE_NOT_AN_IMAGE,
    );
    expectFieldError(await upload('admin', player.id, 'face.png', Buffer.alloc(0)), 'image', REQUIRED);
    const huge = Buffer.concat([await photo('png'), Buffer.alloc(11 * 1024 * 1024)]);
    expectFieldError(await upload('admin', player.id, 'huge.png', huge), 'image', FILE_TOO_LARGE);
    expect(await pictureOf(player.id)).toBeNull();
    expect(await filesOf(player.id)).toEqual([]);
  });

  it('is for the player themself, god mode, host 1 back office and admins', async () => {
    const expected: Record<Who, number> = {
      guest: 401,
      newuser: 403,
      player: 200,
      employee: 200,
      host: 200,
      host2: 403,
      admin: 200,
      god: 200,
    };
    const image = await photo('jpeg', 80, 80);
    for (const who of EVERYONE) {
      const response = await upload(who, t.seeded.playerId, 'me.jpg', image);
      expect([who, response.statusCode]).toEqual([who, expected[who]]);
    }
  });

  it("keeps the admin variant to the /players back office, and god's own player to god", async () => {
    const player = await buildPlayer(t.db);
    const image = await photo('jpeg', 80, 80);
    expect((await upload('host', player.id, 'x.jpg', image, 'admin/players')).statusCode).toBe(403);
    expect((await upload('admin', player.id, 'x.jpg', image, 'admin/players')).statusCode).toBe(200);
    const gods = await buildPlayer(t.db, { userId: t.seeded.users.god });
    expect((await upload('admin', gods.id, 'x.jpg', image, 'admin/players')).statusCode).toBe(403);
    expect((await upload('god', gods.id, 'x.jpg', image, 'admin/players')).statusCode).toBe(200);
    await t.db.delete(players).where(eq(players.id, gods.id));
  });

  it('answers 404 for an unknown player before reading the upload', async () => {
    expect((await upload('admin', 999_999, 'x.jpg', await photo('jpeg', 80, 80))).statusCode).toBe(404);
  });
});

describe('DELETE /api/players/{id}/profile-picture', () => {
  it('removes the picture and every stored file; a second delete answers 409', async () => {
    const player = await buildPlayer(t.db);
    await upload('admin', player.id, 'a.jpg', await photo('jpeg'));
    const response = await as.admin.delete(`/api/players/${player.id}/profile-picture`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PROFILE_PICTURE_REMOVED, data: { profilePictureUrl: null } });
    expect(await pictureOf(player.id)).toBeNull();
    expect(await filesOf(player.id)).toEqual([]);
    expect((await as.guest.get(`/api/players/${player.id}/profile-picture`)).statusCode).toBe(404);
    const again = await as.admin.delete(`/api/players/${player.id}/profile-picture`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: NO_PROFILE_PICTURE });
  });

  it("is refused to another host's staff and to other players", async () => {
    const player = await buildPlayer(t.db);
    await upload('admin', player.id, 'a.jpg', await photo('jpeg', 80, 80));
    expect((await as.host2.delete(`/api/players/${player.id}/profile-picture`)).statusCode).toBe(403);
    expect((await as.newuser.delete(`/api/players/${player.id}/profile-picture`)).statusCode).toBe(403);
    expect((await as.guest.delete(`/api/players/${player.id}/profile-picture`)).statusCode).toBe(401);
  });

  it('goes with the player when the player is annihilated', async () => {
    const player = await buildPlayer(t.db);
    await upload('admin', player.id, 'a.jpg', await photo('jpeg', 80, 80));
    expect((await as.admin.delete(`/api/players/${player.id}/annihilate`)).statusCode).toBe(200);
    expect(await filesOf(player.id)).toEqual([]);
  });
});
