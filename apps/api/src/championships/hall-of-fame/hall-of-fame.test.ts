import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HALL_OF_FAME_MESSAGES,
  REQUIRED,
  type THallOfFame,
  type THallOfFameChampion,
  type THallOfFameEntryResponse,
} from '@tennis/contracts';
import { hallOfFameEntries, players, revisions } from '../../db/schema/index.js';
import { athensYear } from '../../lib/athens-time.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../../tournaments/draws/draw-test-fixtures.js';
import { entryBody, photo, uploadPhoto } from './hall-of-fame.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = join(tmpdir(), `hall-of-fame-test-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const storedPhotos = () => readdir(join(dataDir, 'uploads', 'hall-of-fame')).catch(() => [] as string[]);
const hallOfFame = async (who: Who = 'guest') =>
  ((await as[who].get('/api/hall-of-fame')).json() as { data: THallOfFame }).data;
const championsOf = async (year: number) => (await hallOfFame()).years.find((y) => y.year === year)?.champions ?? [];
const create = async (overrides: Parameters<typeof entryBody>[0]) => {
  const response = await as.host.post('/api/hall-of-fame/entries', entryBody(overrides));
  expect(response.statusCode).toBe(200);
  return (response.json() as THallOfFameEntryResponse).data;
};

describe('GET /api/hall-of-fame', () => {
  it('lists every season from 2019 to at least 2024, newest first, with whether the user may edit', async () => {
    const guest = await hallOfFame();
    const years = guest.years.map((y) => y.year);
    expect(years.at(-1)).toBe(2019);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years).toEqual(expect.arrayContaining([2024, 2023, 2022, 2021, 2020]));
    expect(guest.permissions.manage).toBe(false);
    expect((await hallOfFame('employee')).permissions.manage).toBe(true);
    expect((await hallOfFame('host2')).permissions.manage).toBe(false);
  });

  it('orders a season: singles before doubles, OPEN before UNDER 2.5, men before women', async () => {
    await create({ year: 2020, type: 'doubles', gender: 2, championName: 'Α / Β' });
    await create({ year: 2020, league: 'under', championName: 'Γ' });
    await create({ year: 2020, gender: 1, championName: 'Δ' });
    await create({ year: 2020, championName: 'Ε' });
    expect((await championsOf(2020)).map((c) => c.championName)).toEqual(['Ε', 'Δ', 'Γ', 'Α / Β']);
  });
});

describe('the entries of the back office', () => {
  it('adds, changes and deletes an entry, each with a revision, and the page follows', async () => {
    const created = await create({ year: 2022, gender: 1, championName: 'Μαρία Οικονόμου', runnerUpName: '  ' });
    expect(created).toMatchObject({ source: 'backoffice', year: 2022, runnerUpName: null, photoUrl: null });
    expect(await championsOf(2022)).toContainEqual(created);

    const changed = await as.admin.put(
      `/api/hall-of-fame/entries/${created.id}`,
      entryBody({ year: 2022, gender: 1, championName: 'Μαρία Οικονόμου', thirdName: 'Ελένη Ρήγα' }),
    );
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as THallOfFameEntryResponse).message).toBe(HALL_OF_FAME_MESSAGES.updated);
    expect((await championsOf(2022)).find((c) => c.id === created.id)?.thirdName).toBe('Ελένη Ρήγα');

    const deleted = await as.employee.delete(`/api/hall-of-fame/entries/${created.id}`);
    expect(deleted.json()).toEqual({ message: HALL_OF_FAME_MESSAGES.deleted });
    expect((await championsOf(2022)).find((c) => c.id === created.id)).toBeUndefined();
    const written = await t.db.select().from(revisions).where(eq(revisions.entityId, created.id!));
    expect(written.filter((r) => r.entityType === 'hall_of_fame_entries').map((r) => r.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });

  it('refuses a season before 2019, one in the future, a missing champion and mixed singles, in Greek', async () => {
    const post = (overrides: Parameters<typeof entryBody>[0]) =>
      as.admin.post('/api/hall-of-fame/entries', entryBody(overrides));
    expectFieldError(await post({ year: 2018 }), 'year', HALL_OF_FAME_MESSAGES.yearTooEarly);
    expectFieldError(await post({ year: athensYear() + 1 }), 'year', HALL_OF_FAME_MESSAGES.yearInFuture);
    expectFieldError(await post({ championName: '   ' }), 'championName', REQUIRED);
    expectFieldError(await post({ gender: 2 }), 'gender', HALL_OF_FAME_MESSAGES.mixedOnlyInDoubles);
    expectFieldError(
      await post({ finalScore: 'x'.repeat(61) }),
      'finalScore',
      'Το πεδίο δεν μπορεί να υπερβαίνει τους 60 χαρακτήρες',
    );
  });

  it('refuses a second entry for the same season and league, on creation and on change', async () => {
    const first = await create({ year: 2023, type: 'doubles', gender: 1, championName: 'Α / Β' });
    const other = await create({ year: 2023, type: 'doubles', gender: 2, championName: 'Γ / Δ' });
    const again = entryBody({ year: 2023, type: 'doubles', gender: 1, championName: 'Ε / Ζ' });
    expectFieldError(await as.host.post('/api/hall-of-fame/entries', again), 'year', HALL_OF_FAME_MESSAGES.duplicate);
    expectFieldError(
      await as.host.put(`/api/hall-of-fame/entries/${other.id}`, again),
      'year',
      HALL_OF_FAME_MESSAGES.duplicate,
    );
    expect((await championsOf(2023)).filter((c) => c.id === first.id || c.id === other.id)).toHaveLength(2);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const missing = 2_000_000_000;
    expect((await as.admin.put(`/api/hall-of-fame/entries/${missing}`, entryBody())).statusCode).toBe(404);
    expect((await as.admin.delete(`/api/hall-of-fame/entries/${missing}`)).statusCode).toBe(404);
    expect((await uploadPhoto(as.admin, missing, 'a.png', await photo())).statusCode).toBe(404);
    expect((await as.guest.get(`/api/hall-of-fame/entries/${missing}/photo`)).statusCode).toBe(404);
  });
});

describe('the photo of an entry', () => {
  it('stores a photo, serves it, replaces it with its file, and removes it with the entry', async () => {
    const entry = await create({ year: 2024, league: 'under', championName: 'Πέτρος Ζαφειρίου' });
    expect((await as.guest.get(`/api/hall-of-fame/entries/${entry.id}/photo`)).statusCode).toBe(404);
    const bytes = await photo('jpeg');
    const first = await uploadPhoto(as.host, entry.id!, 'trophy.JPG', bytes);
    expect(first.statusCode).toBe(200);
    const url = (first.json() as THallOfFameEntryResponse).data.photoUrl!;
    expect(url).toMatch(new RegExp(`^/api/hall-of-fame/entries/${entry.id}/photo\\?v=[0-9a-f]{12}$`));
    const served = await as.guest.get(url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const replacement = await photo('webp', '#eeeeee');
    const second = (await uploadPhoto(as.admin, entry.id!, 'b.webp', replacement)).json() as THallOfFameEntryResponse;
    expect(second.data.photoUrl).not.toBe(url);
    expect((await as.guest.get(second.data.photoUrl!)).rawPayload.equals(replacement)).toBe(true);
    const mine = async () => (await storedPhotos()).filter((name) => name.startsWith(`entry-${entry.id}-`));
    expect(await mine()).toHaveLength(1);

    await as.admin.delete(`/api/hall-of-fame/entries/${entry.id}`);
    expect(await mine()).toEqual([]);
  });

  it('refuses a text file named .png and a gif by content, and a request without the file, storing nothing', async () => {
    const entry = await create({ year: 2021, type: 'doubles', gender: 0, championName: 'Α / Β' });
    const refuse = async (filename: string, content: Buffer) =>
      expectFieldError(
        await uploadPhoto(as.admin, entry.id!, filename, content),
        'photo',
        HALL_OF_FAME_MESSAGES.notAnImage,
      );
    await refuse('photo.png', Buffer.from('not an image at all'));
    await refuse('photo.gif', await photo('png'));
    expectFieldError(await uploadPhoto(as.admin, entry.id!, 'a.png', await photo(), 'image'), 'photo', REQUIRED);
    expect((await storedPhotos()).filter((name) => name.startsWith(`entry-${entry.id}-`))).toEqual([]);
    const [row] = await t.db.select().from(hallOfFameEntries).where(eq(hallOfFameEntries.id, entry.id!));
    expect(row?.photoPath).toBeNull();
  });
});

describeConcurrency('two photo uploads at once', () => {
  it('keeps the entry pointing at one of them and no other file behind', async () => {
    const entry = await create({ year: 2019, type: 'doubles', gender: 1, championName: 'Α / Β' });
    const [a, b] = await Promise.all([
      uploadPhoto(as.host, entry.id!, 'a.png', await photo('png', '#222222')),
      uploadPhoto(as.admin, entry.id!, 'b.png', await photo('png', '#dddddd')),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const files = (await storedPhotos()).filter((name) => name.startsWith(`entry-${entry.id}-`));
    const [row] = await t.db.select().from(hallOfFameEntries).where(eq(hallOfFameEntries.id, entry.id!));
    expect(files.map((name) => `hall-of-fame/${name}`)).toEqual([row!.photoPath]);
  });
});

describe("the champions of the platform's finals", () => {
  /** A championship whose finals tournament has a four-player draw, semi-finals played, the final not yet. */
  async function finalsBeforeTheFinal(endingYear: number) {
    const draw = await buildCategoryFixture(t.db, { entrants: 4 });
    expect(
      (await as.host.post(`${categoryPath(draw)}/initialize`, { drawSize: 4, qualifierMatches: 0 })).statusCode,
    ).toBe(200);
    const championship = await buildChampionship(t.db, {
      state: 'archived',
      startingYear: endingYear - 1,
      endingYear,
      year: endingYear - 1,
      finalsTournamentId: draw.tournamentId,
    });
    let rows = await drawMatchesOf(t.db, draw.categoryId);
    for (const aa of [1, 2])
      expect((await as.host.post(`/api/matches/${rows.get(aa)!.id}/score`, scores.straightSets)).statusCode).toBe(200);
    rows = await drawMatchesOf(t.db, draw.categoryId);
    return { championship, final: rows.get(3)! };
  }
  const fromFinals = async (year: number, slug: string) =>
    (await championsOf(year)).find((c: THallOfFameChampion) => c.championship?.slug === slug);

  it("shows the final's winner, runner-up and score from the winner's side once the final is scored", async () => {
    const { championship, final } = await finalsBeforeTheFinal(2025);
    expect(await fromFinals(2025, championship.slug)).toBeUndefined();

    expect((await as.host.post(`/api/matches/${final.id}/score`, scores.superTieBreak)).statusCode).toBe(200);
    const names = async (id: number | null) =>
      (await t.db.select().from(players).where(eq(players.id, id!)))[0]!.displayName;
    expect(await fromFinals(2025, championship.slug)).toEqual({
      id: null,
      source: 'finals',
      year: 2025,
      type: 'singles',
      gender: 0,
      league: 'open',
      championName: await names(final.homePlayer1Id),
      runnerUpName: await names(final.awayPlayer1Id),
      thirdName: null,
      finalScore: '6-4 3-6 10-8',
      photoUrl: null,
      championship: { slug: championship.slug, name: championship.name },
    });
  });

  it("gives way to the back office's entry for the same season and league", async () => {
    const { championship, final } = await finalsBeforeTheFinal(2026);
    await as.host.post(`/api/matches/${final.id}/score`, scores.straightSets);
    expect(await fromFinals(2026, championship.slug)).toBeDefined();
    const written = await create({ year: 2026, championName: 'Διόρθωση της γραμματείας' });
    expect(await fromFinals(2026, championship.slug)).toBeUndefined();
    expect(await championsOf(2026)).toContainEqual(written);
  });
});
