import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_MOBILE_PHONE,
  NO_PLAYER_PROFILE,
  PLAYER_PROFILE_SAVED,
  REQUIRED,
  type TPlayerGateResponse,
} from '@tennis/contracts';
import { players, revisions } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const profile = {
  name: 'Άννα',
  surname: 'Νικολάου',
  gender: 1,
  phone: '6912345678',
  strongHand: 'left',
  backhandType: 'one-handed',
  styleOfPlay: 'net-player',
};

describe('GET /api/my-profile', () => {
  it("answers the signed-in user's player", async () => {
    const response = await as.player.get('/api/my-profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: t.seeded.playerId, displayName: 'Γιώργος Παπαδόπουλος', styleOfPlay: 'all-court', atrp: 3 },
    });
  });

  it('answers 404 with the no-player-profile message when there is none, 401 to a guest', async () => {
    const response = await as.host.get('/api/my-profile');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NO_PLAYER_PROFILE });
    expect((await as.guest.get('/api/my-profile')).statusCode).toBe(401);
  });
});

describe('POST /api/my-profile', () => {
  // Saving changes the demo accounts' players, which GET /api/my-profile reads: a database of its own.
  let own: TestApp;
  let writer: Record<Who, Agent>;
  beforeAll(async () => {
    own = await createTestApp();
    writer = await demoAgents(own.app);
  });
  afterAll(async () => own?.close());

  it('creates the player profile and answers the refreshed user', async () => {
    const response = await writer.newuser.post('/api/my-profile', profile);
    expect(response.statusCode).toBe(200);
    const body = response.json<TPlayerGateResponse>();
    expect(body.message).toBe(PLAYER_PROFILE_SAVED);
    expect(body.user.player).toMatchObject({
      name: 'Άννα',
      surname: 'Νικολάου',
      displayName: 'Άννα Νικολάου',
      gender: 1,
      strongHand: 'left',
      styleOfPlay: 'net-player',
      phone: '6912345678',
    });
    const [stored] = await own.db.select().from(players).where(eq(players.userId, own.seeded.users.newuser));
    expect(stored).toMatchObject({ email: 'newuser@demo.gr', countryCallingCode: '+30' });
    expect((await writer.newuser.get('/api/my-profile')).statusCode).toBe(200);
    const written = await own.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, 'players'), eq(revisions.entityId, stored!.id)));
    expect(written.map((revision) => revision.action)).toEqual(['created']);
  });

  it('completes the profile the user already has instead of creating a second one', async () => {
    const response = await writer.player.post('/api/my-profile', {
      ...profile,
      name: 'Γιώργος',
      surname: 'Παπαδόπουλος',
      gender: 0,
      styleOfPlay: 'baseliner',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TPlayerGateResponse>().user.player).toMatchObject({
      id: own.seeded.playerId,
      styleOfPlay: 'baseliner',
    });
    expect(await own.db.select().from(players).where(eq(players.userId, own.seeded.users.player))).toHaveLength(1);
  });

  it('refuses a number that is not a Greek mobile, and missing fields, in Greek', async () => {
    const landline = await writer.host.post('/api/my-profile', { ...profile, phone: '2101234567' });
    expect(landline.statusCode).toBe(422);
    expect(landline.json()).toEqual({ message: INVALID_MOBILE_PHONE, errors: { phone: [INVALID_MOBILE_PHONE] } });
    const missing = await writer.host.post('/api/my-profile', {});
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      name: [REQUIRED],
      surname: [REQUIRED],
      gender: [REQUIRED],
      phone: [REQUIRED],
      strongHand: [REQUIRED],
      backhandType: [REQUIRED],
      styleOfPlay: [REQUIRED],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await writer.guest.post('/api/my-profile', profile)).statusCode).toBe(401);
  });
});
