import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_MESSAGES, REQUIRED, type TChampionshipLandingResponse } from '@tennis/contracts';
import { revisions } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { multipartBody } from './championship-fixtures.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = join(tmpdir(), `landing-links-test-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const form = (championship: { name: string; slug: string }, changes: Record<string, unknown> = {}) => ({
  name: championship.name,
  slug: championship.slug,
  participationsOpen: true,
  silenced: false,
  state: 'underway',
  venues: [],
  action: 'update',
  ...changes,
});
const FINAL = { title: 'Ο τελικός του 2025', url: 'https://www.youtube.com/watch?v=JlrzSvCsIjE' };
const SEMI = { title: 'Ημιτελικός', url: 'https://youtu.be/aqz-KE-bpKQ' };
const LINKS = {
  facebook: 'https://www.facebook.com/athenstennis',
  instagram: 'https://www.instagram.com/athenstennis',
  youtube: '',
};

const landing = async (slug: string) =>
  (await as.guest.get(`/api/championships/by-slug/${slug}`)).json<TChampionshipLandingResponse>().data;
const backoffice = async (id: number) => (await as.admin.get(`/api/backoffice/championships/${id}`)).json().data;

describe('the landing page’s videos and social links', () => {
  it('are saved by the admin form in order and shown on the landing page by video id, with the host’s contact', async () => {
    const championship = await buildChampionship(t.db);
    const response = await as.admin.put(
      `/api/championships/${championship.id}`,
      form(championship, { videos: [SEMI, FINAL], socialLinks: LINKS }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ videos: [SEMI, FINAL], socialLinks: { ...LINKS, youtube: null } });

    const page = await landing(championship.slug);
    expect(page.videos).toEqual([
      { title: SEMI.title, youtubeId: 'aqz-KE-bpKQ' },
      { title: FINAL.title, youtubeId: 'JlrzSvCsIjE' },
    ]);
    expect(page.socialLinks).toEqual({ facebook: LINKS.facebook, instagram: LINKS.instagram, youtube: null });
    expect(page.host).toEqual({
      id: 1,
      name: 'Athens Tennis',
      slug: 'athens-tennis',
      phone: '2100000001',
      email: 'athens-tennis@demo.gr',
    });

    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, 'championships'), eq(revisions.entityId, championship.id)));
    expect(revision!.oldValues).toMatchObject({ videos: [], socialLinks: { facebook: null } });
    expect(revision!.newValues).toMatchObject({ videos: [SEMI, FINAL], socialLinks: { facebook: LINKS.facebook } });
  });

  it('are empty for a championship without any, so the page hides both sections', async () => {
    const championship = await buildChampionship(t.db);
    const page = await landing(championship.slug);
    expect(page.videos).toEqual([]);
    expect(page.socialLinks).toEqual({ facebook: null, instagram: null, youtube: null });
  });

  it('are replaced by the next save, cleared by an empty list and empty inputs, and kept when the save leaves them out', async () => {
    const championship = await buildChampionship(t.db);
    await as.admin.put(
      `/api/championships/${championship.id}`,
      form(championship, { videos: [SEMI, FINAL], socialLinks: LINKS }),
    );
    await as.admin.put(`/api/championships/${championship.id}`, form(championship, { videos: [FINAL] }));
    expect(await backoffice(championship.id)).toMatchObject({
      videos: [FINAL],
      socialLinks: { facebook: LINKS.facebook },
    });

    await as.admin.put(`/api/championships/${championship.id}`, form(championship, { name: 'Μόνο το όνομα' }));
    expect(await backoffice(championship.id)).toMatchObject({
      name: 'Μόνο το όνομα',
      videos: [FINAL],
      socialLinks: { instagram: LINKS.instagram },
    });

    await as.admin.put(
      `/api/championships/${championship.id}`,
      form(championship, { videos: [], socialLinks: { facebook: '', instagram: ' ', youtube: '' } }),
    );
    const page = await landing(championship.slug);
    expect(page.videos).toEqual([]);
    expect(page.socialLinks).toEqual({ facebook: null, instagram: null, youtube: null });
  });

  it('travel in the payload part of a multipart save, as the form sends them', async () => {
    const championship = await buildChampionship(t.db);
    const response = await as.admin.request({
      method: 'PUT',
      url: `/api/championships/${championship.id}`,
      ...multipartBody(form(championship, { videos: [FINAL], socialLinks: LINKS }), []),
    });
    expect(response.statusCode).toBe(200);
    expect((await landing(championship.slug)).videos).toEqual([{ title: FINAL.title, youtubeId: 'JlrzSvCsIjE' }]);
  });

  it('refuses a video that is not on YouTube, an untitled one, a link to another network and too many videos (Greek 422s)', async () => {
    const championship = await buildChampionship(t.db);
    const put = (changes: Record<string, unknown>) =>
      as.admin.put(`/api/championships/${championship.id}`, form(championship, changes));
    expectFieldError(
      await put({ videos: [{ title: 'Βίντεο', url: 'https://vimeo.com/76979871' }] }),
      'videos.0.url',
      EXTERNAL_LINK_MESSAGES.youtubeVideo,
    );
    expectFieldError(
      await put({ videos: [FINAL, { title: 'Κανάλι', url: 'https://www.youtube.com/@athenstennis' }] }),
      'videos.1.url',
      EXTERNAL_LINK_MESSAGES.youtubeVideo,
    );
    expectFieldError(await put({ videos: [{ title: ' ', url: FINAL.url }] }), 'videos.0.title', REQUIRED);
    expectFieldError(
      await put({ socialLinks: { facebook: 'https://www.instagram.com/athenstennis' } }),
      'socialLinks.facebook',
      EXTERNAL_LINK_MESSAGES.facebook,
    );
    expectFieldError(
      await put({ socialLinks: { instagram: 'javascript:alert(1)' } }),
      'socialLinks.instagram',
      EXTERNAL_LINK_MESSAGES.instagram,
    );
    expect((await put({ videos: Array.from({ length: 13 }, () => FINAL) })).statusCode).toBe(422);
    expect(await backoffice(championship.id)).toMatchObject({
      videos: [],
      socialLinks: { facebook: null, instagram: null },
    });
  });

  it('are saved by admins only', async () => {
    const championship = await buildChampionship(t.db);
    const response = await as.host.put(
      `/api/championships/${championship.id}`,
      form(championship, { videos: [FINAL] }),
    );
    expect(response.statusCode).toBe(403);
    expect((await landing(championship.slug)).videos).toEqual([]);
  });
});
