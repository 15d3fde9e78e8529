import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_BACKOFFICE_ERRORS as ERRORS } from '@tennis/contracts';
import { championshipVenues, championships, revisions } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship, buildClub } from '../../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';

// Editing a championship is for admins only, whoever hosts it; two saves of one
// championship take turns on its row lock (update-championship.ts).

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

type Championship = Awaited<ReturnType<typeof buildChampionship>>;

const form = (championship: Championship, changes: Record<string, unknown> = {}) => ({
  name: championship.name,
  slug: championship.slug,
  participationsOpen: true,
  silenced: false,
  state: championship.state,
  venues: [],
  action: 'update',
  ...changes,
});

const storedVenues = async (championshipId: number) =>
  (
    await t.db
      .select({ clubId: championshipVenues.clubId })
      .from(championshipVenues)
      .where(eq(championshipVenues.championshipId, championshipId))
      .orderBy(asc(championshipVenues.position))
  ).map((venue) => venue.clubId);

const revisionsOf = (championshipId: number, action: string) =>
  t.db
    .select()
    .from(revisions)
    .where(
      and(
        eq(revisions.entityType, 'championships'),
        eq(revisions.entityId, championshipId),
        eq(revisions.action, action),
      ),
    )
    .orderBy(asc(revisions.id));

describe('GET /api/backoffice/championships/{id}/venue-options', () => {
  const expected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 403,
    host: 403,
    host2: 403,
    admin: 200,
    god: 200,
  };
  it.each(EVERYONE)(
    "answers %s by the edit form's rule: admins only, even the championship's own host",
    async (who) => {
      const championship = await buildChampionship(t.db, { hostId: 1 });
      const response = await as[who].get(`/api/backoffice/championships/${championship.id}/venue-options`);
      expect(response.statusCode).toBe(expected[who]);
    },
  );

  it('offers every club, and answers 404 for an unknown championship', async () => {
    const championship = await buildChampionship(t.db);
    const club = await buildClub(t.db, { name: 'Όμιλος Επιλογών Γηπέδου', acronym: 'ΟΕΓ' });
    const options = (await as.admin.get(`/api/backoffice/championships/${championship.id}/venue-options`)).json<{
      data: { id: number; name: string; acronym: string | null }[];
    }>().data;
    expect(options).toContainEqual({ id: club.id, name: club.name, acronym: 'ΟΕΓ' });
    expect((await as.admin.get('/api/backoffice/championships/999999/venue-options')).statusCode).toBe(404);
  });
});

describe("PUT /api/championships/{id} by someone who does not manage the championship's host", () => {
  it.each(['host', 'host2', 'employee'] as const)('leaves the championship as it was for %s (403)', async (who) => {
    const championship = await buildChampionship(t.db, { hostId: who === 'host2' ? 1 : 2 });
    const club = await buildClub(t.db);
    const response = await as[who].put(
      `/api/championships/${championship.id}`,
      form(championship, { name: 'Ξένο πρωτάθλημα', venues: [club.id] }),
    );
    expect(response.statusCode).toBe(403);
    const [stored] = await t.db.select().from(championships).where(eq(championships.id, championship.id));
    expect(stored!.name).toBe(championship.name);
    expect(await storedVenues(championship.id)).toEqual([]);
    expect(await revisionsOf(championship.id, 'updated')).toEqual([]);
  });
});

describeConcurrency('saving one championship from several forms at once', () => {
  it("takes the saves in turn: none is lost, each revision starts from the one before, and the venues are one form's", async () => {
    const championship = await buildChampionship(t.db);
    const saves = [];
    for (let i = 0; i < 4; i += 1) {
      const clubs = [await buildClub(t.db), await buildClub(t.db)];
      saves.push({ name: `Πρωτάθλημα σε σειρά ${i}`, venues: clubs.map((club) => club.id) });
    }
    const answers = await Promise.all(
      saves.map((save, i) =>
        (i % 2 === 0 ? as.admin : as.god).put(`/api/championships/${championship.id}`, form(championship, save)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);

    const history = await revisionsOf(championship.id, 'updated');
    expect(history.map((revision) => (revision.newValues as { name: string }).name).sort()).toEqual(
      saves.map((save) => save.name).sort(),
    );
    let previous = championship.name;
    for (const revision of history) {
      expect((revision.oldValues as { name: string }).name).toBe(previous);
      previous = (revision.newValues as { name: string }).name;
    }
    const last = history.at(-1)!.newValues as { name: string; venues: number[] };
    const [stored] = await t.db.select().from(championships).where(eq(championships.id, championship.id));
    expect(stored!.name).toBe(last.name);
    expect(await storedVenues(championship.id)).toEqual(last.venues);
  });

  it('publishes a draft once when admins publish it together: one 200, the rest 409, one revision', async () => {
    const draft = await buildChampionship(t.db, { state: 'draft' });
    const answers = await Promise.all(
      [as.admin, as.god, as.admin, as.god].map((admin) =>
        admin.put(`/api/championships/${draft.id}`, form(draft, { state: 'underway', action: 'publish' })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().message).toBe(ERRORS.publishOnlyDraft);
    expect(await revisionsOf(draft.id, 'published')).toHaveLength(1);
  });
});
