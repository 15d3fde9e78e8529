import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID, MEDIA_MESSAGES, type TMatchMediaResponse } from '@tennis/contracts';
import { matches, tournaments } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../draws/draw-test-fixtures.js';
import { FILE_TOO_LARGE } from '../../files/read-file-part.js';
import { mp4Video, webmVideo } from '../../files/video-samples.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = `/tmp/match-media-test-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

function multipart(files: { filename: string; content: Buffer }[]) {
  const boundary = `----match-media-${Date.now()}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="media[]"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function aMatch(state: 'underway' | 'archived' = 'underway') {
  const f = await buildCategoryFixture(t.db, { entrants: 4 });
  await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 });
  if (state === 'archived') await t.db.update(tournaments).set({ state }).where(eq(tournaments.id, f.tournamentId));
  return (await drawMatchesOf(t.db, f.categoryId)).get(1)!.id;
}

const upload = (who: Who, id: number, files: { filename: string; content: Buffer }[]) =>
  as[who].request({ method: 'POST', url: `/api/matches/${id}/media`, ...multipart(files) });

describe('match media', () => {
  it('stores images and videos in order, shifts, serves and deletes them', async () => {
    const id = await aMatch();
    const response = await upload('host', id, [
      { filename: 'set1.png', content: await png() },
      { filename: 'point.mp4', content: mp4Video() },
    ]);
    expect(response.statusCode).toBe(200);
    const media = response.json<TMatchMediaResponse>().data.media;
    expect(media.map((m) => [m.type, m.filename])).toEqual([
      ['image', 'set1.png'],
      ['video', 'point.mp4'],
    ]);
    const shifted = await as.employee.post(`/api/matches/${id}/media/${media[1]!.id}/shift`, { direction: 'left' });
    expect(shifted.json<TMatchMediaResponse>().data.media.map((m) => m.filename)).toEqual(['point.mp4', 'set1.png']);
    const file = await as.guest.get(media[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const video = await as.guest.get(media[1]!.url);
    expect(video.headers['content-type']).toBe('video/mp4');
    const deleted = await as.host.delete(`/api/matches/${id}/media/${media[0]!.id}`);
    expect(deleted.json<TMatchMediaResponse>().data.media.map((m) => m.filename)).toEqual(['point.mp4']);
    expect((await as.guest.get(media[0]!.url)).statusCode).toBe(404);
  });

  it('refuses a file that is not really an image or video, storing none of the batch', async () => {
    const id = await aMatch();
    const response = await upload('host', id, [
      { filename: 'ok.png', content: await png() },
      { filename: 'fake.jpg', content: Buffer.from('just text') },
    ]);
    expectFieldError(response, 'media', MEDIA_MESSAGES.invalidMedia);
    expect((await as.host.get(`/api/matches/${id}/media`)).json<TMatchMediaResponse>().data.media).toEqual([]);
  });

  it('accepts a WebM recording and a QuickTime movie, served with their own types', async () => {
    const id = await aMatch();
    const response = await upload('host', id, [
      { filename: 'rally.webm', content: webmVideo({ unknownSizes: true }) },
      { filename: 'serve.mov', content: mp4Video({ brand: 'qt  ' }) },
    ]);
    expect(response.statusCode).toBe(200);
    const media = response.json<TMatchMediaResponse>().data.media;
    expect((await as.guest.get(media[0]!.url)).headers['content-type']).toBe('video/webm');
    expect((await as.guest.get(media[1]!.url)).headers['content-type']).toBe('video/quicktime');
  });

  it('refuses a forged video by its structure: a real header followed by garbage, or a file cut short', async () => {
    const id = await aMatch();
    const mp4 = mp4Video();
    const webm = webmVideo();
    for (const content of [
      Buffer.concat([mp4.subarray(0, 32), Buffer.from('<?php system($_GET["c"]); ?>'), Buffer.alloc(64)]),
      mp4.subarray(0, mp4.length - 8),
      Buffer.concat([webm.subarray(0, 40), Buffer.from('<script>alert(1)</script>')]),
      webm.subarray(0, webm.length - 8),
    ]) {
      expectFieldError(
        await upload('host', id, [{ filename: 'clip.mp4', content }]),
        'media',
        MEDIA_MESSAGES.invalidMedia,
      );
    }
    expect((await as.host.get(`/api/matches/${id}/media`)).json<TMatchMediaResponse>().data.media).toEqual([]);
  });

  it('refuses a file over 10 MB with 422 under media', async () => {
    const id = await aMatch();
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    expectFieldError(await upload('host', id, [{ filename: 'big.png', content: big }]), 'media', FILE_TOO_LARGE);
  });

  it('is refused to host 2 (403), players (403) and guests (401), and on an archived tournament (409)', async () => {
    const id = await aMatch();
    const files = [{ filename: 'a.png', content: await png() }];
    expect((await upload('host2', id, files)).statusCode).toBe(403);
    expect((await upload('player', id, files)).statusCode).toBe(403);
    expect((await upload('guest', id, files)).statusCode).toBe(401);
    expect((await upload('host', await aMatch('archived'), files)).statusCode).toBe(409);
  });

  it('checks the match and the caller before reading the upload: unknown match 404, host 2 403', async () => {
    const id = await aMatch();
    // A body the multipart parser refuses (400) once read: the answer shows it was never read.
    const unreadable = {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition\r\n\r\nx',
    };
    const unknown = await as.host.request({ method: 'POST', url: `/api/matches/${MAX_ID}/media`, ...unreadable });
    expect(unknown.statusCode).toBe(404);
    const stranger = await as.host2.request({ method: 'POST', url: `/api/matches/${id}/media`, ...unreadable });
    expect(stranger.statusCode).toBe(403);
    const own = await as.host.request({ method: 'POST', url: `/api/matches/${id}/media`, ...unreadable });
    expect(own.statusCode).toBe(400);
  });

  it("keeps a match's links from another host's back office: reading them is refused to host 2 (403)", async () => {
    const id = await aMatch();
    await as.host.post(`/api/matches/${id}/cloud-storage-url`, {
      cloudStorageUrl: 'https://cloud.example.gr/private-folder',
    });
    const refused = await as.host2.get(`/api/matches/${id}/media`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('private-folder');
    expect((await as.employee.get(`/api/matches/${id}/media`)).json<TMatchMediaResponse>().data.cloudStorageUrl).toBe(
      'https://cloud.example.gr/private-folder',
    );
  });
});

describe('live streaming and cloud storage URLs', () => {
  it('saves and clears an http(s) address', async () => {
    const id = await aMatch();
    const saved = await as.host.post(`/api/matches/${id}/live-streaming-url`, {
      liveStreamingUrl: 'https://youtube.com/live/abc',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TMatchMediaResponse>().data.liveStreamingUrl).toBe('https://youtube.com/live/abc');
    await as.host.post(`/api/matches/${id}/cloud-storage-url`, { cloudStorageUrl: 'https://drive.example.gr/agonas' });
    const cleared = await as.host.post(`/api/matches/${id}/live-streaming-url`, { liveStreamingUrl: '' });
    expect(cleared.json<TMatchMediaResponse>().data).toMatchObject({
      liveStreamingUrl: null,
      cloudStorageUrl: 'https://drive.example.gr/agonas',
    });
  });

  it('refuses an address that is not http(s) with the Greek message on the field, changing nothing', async () => {
    const id = await aMatch();
    expectFieldError(
      await as.host.post(`/api/matches/${id}/cloud-storage-url`, { cloudStorageUrl: 'javascript:alert(1)' }),
      'cloudStorageUrl',
      MEDIA_MESSAGES.invalidUrl,
    );
    expectFieldError(
      await as.host.post(`/api/matches/${id}/live-streaming-url`, { liveStreamingUrl: 'not a url' }),
      'liveStreamingUrl',
      MEDIA_MESSAGES.invalidUrl,
    );
    expect((await t.db.select().from(matches).where(eq(matches.id, id)))[0]).toMatchObject({
      cloudStorageUrl: null,
      liveStreamingUrl: null,
    });
  });
});
