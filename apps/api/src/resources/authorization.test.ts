import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../championships/backoffice/championship-fixtures.test-helpers.js';
import { clients, courts, tournamentHosts, users } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildClient, buildClub, buildPlayer } from '../test/build-records.js';
import { EVERYONE, demoAgents, type Who } from '../test/demo-agents.js';

// Who may call what: every route of the generic resources, the client
// register's own calls, the players' back office, search, dashboard,
// my-profile and the partner facilities' photos, for a guest and each demo account. 404 for host2 means "not
// among the rows host2 may see".

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Call = (who: Agent) => Promise<{ statusCode: number }>;
const unique = () => `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
const db = () => t.db;
const phone = () => `69${randomInt(10_000_000, 100_000_000)}`;

const fresh = {
  club: async () => (await buildClub(db())).id,
  court: async () => {
    const club = await buildClub(db());
    const [court] = await db()
      .insert(courts)
      .values({ clubId: club.id, name: 'Γήπεδο 1', surface: 'clay' })
      .returning();
    return court!.id;
  },
  host: async () => {
    const [host] = await db()
      .insert(tournamentHosts)
      .values({ name: 'Διοργανωτής δοκιμής', slug: `host-${unique()}` })
      .returning();
    return host!.id;
  },
  employee: async () => {
    const [user] = await db()
      .insert(users)
      .values({
        name: 'Ελένη',
        surname: 'Ιωάννου',
        email: `staff-${unique()}@example.gr`,
        role: 'host-employee',
        hostId: 1,
      })
      .returning();
    return user!;
  },
  client: async () => (await buildClient(db(), 1, { phone: phone() })).client.id,
  /** Host 2's entry for a player who is host 1's client too. */
  sharedClient: async () => {
    const { player } = await buildClient(db(), 1, { name: 'Άρης', surname: 'Καραγιάννης', phone: phone() });
    const [entry] = await db()
      .insert(clients)
      .values({ hostId: 2, playerId: player.id, phone: player.phone })
      .returning();
    return { id: entry!.id, phone: player.phone! };
  },
};

const bodies = {
  club: () => ({ name: `Όμιλος ${unique()}` }),
  court: (clubId: number) => ({ clubId, name: `Γήπεδο ${unique()}`, surface: 'hard' }),
  host: () => ({ name: 'Tennis Πάτρας', slug: `patras-${unique()}` }),
  user: (email = `staff-${unique()}@example.gr`) => ({
    name: 'Σοφία',
    surname: 'Μακρή',
    email,
    role: 'host-employee',
    hostId: 1,
    password: 'tennis-court-7',
  }),
  client: () => ({ gender: 0, surname: 'Καραγιάννης', name: 'Άρης', countryCallingCode: '+30', phone: phone() }),
  profile: () => ({
    name: 'Άννα',
    surname: 'Νικολάου',
    gender: 1,
    phone: '6912345678',
    strongHand: 'right',
    backhandType: 'two-handed',
    styleOfPlay: 'all-court',
  }),
};

/** The seven generic calls of a resource. */
function resourceCalls(
  base: string,
  name: string,
  make: () => Promise<number>,
  create: () => Promise<object>,
  update: (id: number) => Promise<object>,
): Record<string, Call> {
  return {
    [`GET ${base}/meta`]: (who) => who.get(`${base}/meta`),
    [`GET ${base}`]: (who) => who.get(base),
    [`GET ${base}/{id}`]: async (who) => who.get(`${base}/${await make()}`),
    [`POST ${base}`]: async (who) => who.post(base, await create()),
    [`PUT ${base}/{id}`]: async (who) => {
      const id = await make();
      return who.put(`${base}/${id}`, await update(id));
    },
    [`DELETE ${base}/{id}`]: async (who) => who.delete(`${base}/${await make()}`),
    [`GET /api/factories/${name}/sample`]: (who) => who.get(`/api/factories/${name}/sample`),
  };
}

//                          guest newuser player employee host host2 admin god
const GOD_MANAGES = {
  read: [401, 403, 403, 200, 200, 200, 200, 200],
  create: [401, 403, 403, 403, 403, 403, 403, 201],
  write: [401, 403, 403, 403, 403, 403, 403, 200],
};
const ADMIN_ONLY = {
  read: [401, 403, 403, 403, 403, 403, 200, 200],
  create: [401, 403, 403, 403, 403, 403, 201, 201],
  write: [401, 403, 403, 403, 403, 403, 200, 200],
};
const USERS = {
  list: [401, 403, 403, 403, 200, 200, 200, 200],
  one: [401, 403, 403, 403, 200, 404, 200, 200],
  create: [401, 403, 403, 403, 201, 201, 201, 201],
};
const CLIENTS = {
  list: [401, 403, 403, 200, 200, 200, 200, 200],
  one: [401, 403, 403, 200, 200, 404, 200, 200],
  create: [401, 403, 403, 201, 201, 201, 201, 201],
};

/** Any player's picture: god mode, host 1's back office and the admins of /players (spec 3 §6). */
const PICTURES = [401, 403, 403, 200, 200, 403, 200, 200];
const uploadPicture = async (who: Agent, url: string) =>
  who.request({
    method: 'POST',
    url,
    ...multipartBody(null, [
      {
        field: 'image',
        filename: 'face.png',
        content: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      },
    ]),
  });

/** /players (spec 3 §6: admin only): the generic list and form, and its own actions. */
function playerRows(): Row[] {
  const player = async () => (await buildPlayer(db())).id;
  const account = async () =>
    (
      await db()
        .insert(users)
        .values({ name: 'Ζωή', surname: 'Λαμπράκη', email: `zoi-${unique()}@example.gr` })
        .returning()
    )[0]!.id;
  const edit = { surname: 'Ψωμάς', name: 'Θανάσης', phone: phone(), email: null };
  return [
    ['GET /api/players/meta', (who) => who.get('/api/players/meta'), ADMIN_ONLY.read],
    ['GET /api/players', (who) => who.get('/api/players'), ADMIN_ONLY.read],
    ['GET /api/admin/players/{id}', async (who) => who.get(`/api/admin/players/${await player()}`), ADMIN_ONLY.read],
    ['PUT /api/players/{id}', async (who) => who.put(`/api/players/${await player()}`, edit), ADMIN_ONLY.write],
    ['GET /api/factories/players/sample', (who) => who.get('/api/factories/players/sample'), ADMIN_ONLY.write],
    [
      'POST /api/players/{id}/link',
      async (who) => who.post(`/api/players/${await player()}/link`, { userId: await account() }),
      ADMIN_ONLY.write,
    ],
    [
      'POST /api/players/{id}/unlink',
      async (who) => who.post(`/api/players/${(await buildPlayer(db(), { userId: await account() })).id}/unlink`),
      ADMIN_ONLY.write,
    ],
    [
      'POST /api/players/{id}/annihilation-check',
      async (who) => who.post(`/api/players/${await player()}/annihilation-check`),
      ADMIN_ONLY.write,
    ],
    [
      'POST /api/players/{id}/profile-picture',
      async (who) => uploadPicture(who, `/api/players/${await player()}/profile-picture`),
      PICTURES,
    ],
    [
      'POST /api/admin/players/{id}/profile-picture',
      async (who) => uploadPicture(who, `/api/admin/players/${await player()}/profile-picture`),
      ADMIN_ONLY.write,
    ],
    [
      'DELETE /api/players/{id}/profile-picture',
      async (who) =>
        who.delete(
          `/api/players/${(await buildPlayer(db(), { profilePicturePath: 'players/gone-512.jpg' })).id}/profile-picture`,
        ),
      PICTURES,
    ],
    [
      'DELETE /api/players/{id}/annihilate',
      async (who) => who.delete(`/api/players/${await player()}/annihilate`),
      ADMIN_ONLY.write,
    ],
  ];
}

const sampleOf = (create: number[]) => create.map((status) => (status === 201 ? 200 : status));

function expectations(calls: Record<string, Call>, statuses: number[][]): [string, Call, number[]][] {
  return Object.entries(calls).map(([name, call], index) => [name, call, statuses[index]!]);
}

type Row = [route: string, call: Call, statuses: number[]];

const TABLE: Row[] = [
  ...expectations(
    resourceCalls(
      '/api/clubs',
      'clubs',
      fresh.club,
      async () => bodies.club(),
      async () => bodies.club(),
    ),
    [
      GOD_MANAGES.read,
      GOD_MANAGES.read,
      GOD_MANAGES.read,
      GOD_MANAGES.create,
      GOD_MANAGES.write,
      GOD_MANAGES.write,
      sampleOf(GOD_MANAGES.create),
    ],
  ),
  ...expectations(
    resourceCalls(
      '/api/courts',
      'courts',
      fresh.court,
      async () => bodies.court((await buildClub(db())).id),
      async () => bodies.court((await buildClub(db())).id),
    ),
    [
      GOD_MANAGES.read,
      GOD_MANAGES.read,
      GOD_MANAGES.read,
      GOD_MANAGES.create,
      GOD_MANAGES.write,
      GOD_MANAGES.write,
      sampleOf(GOD_MANAGES.create),
    ],
  ),
  ...expectations(
    resourceCalls(
      '/api/tournament-hosts',
      'tournament-hosts',
      fresh.host,
      async () => bodies.host(),
      async () => bodies.host(),
    ),
    [
      ADMIN_ONLY.read,
      ADMIN_ONLY.read,
      ADMIN_ONLY.read,
      ADMIN_ONLY.create,
      ADMIN_ONLY.write,
      ADMIN_ONLY.write,
      sampleOf(ADMIN_ONLY.create),
    ],
  ),
  ...expectations(
    resourceCalls(
      '/api/users',
      'users',
      async () => (await fresh.employee()).id,
      async () => bodies.user(),
      async () => bodies.user(),
    ),
    [USERS.list, USERS.list, USERS.one, USERS.create, USERS.one, USERS.one, sampleOf(USERS.create)],
  ),
  ...expectations(
    resourceCalls(
      '/api/clients',
      'clients',
      fresh.client,
      async () => bodies.client(),
      async () => bodies.client(),
    ),
    [CLIENTS.list, CLIENTS.list, CLIENTS.one, CLIENTS.create, CLIENTS.one, CLIENTS.one, sampleOf(CLIENTS.create)],
  ),
  [
    "PUT /api/clients/{id} renaming the player of another host's client",
    async (who) => {
      const shared = await fresh.sharedClient();
      return who.put(`/api/clients/${shared.id}`, { ...bodies.client(), phone: shared.phone, name: 'Άλλος' });
    },
    [401, 403, 403, 404, 404, 403, 200, 200],
  ],
  [
    "PUT /api/clients/{id} with the host's own notes on another host's client",
    async (who) => {
      const shared = await fresh.sharedClient();
      return who.put(`/api/clients/${shared.id}`, { ...bodies.client(), phone: shared.phone, notes: 'Σημείωση' });
    },
    [401, 403, 403, 404, 404, 200, 200, 200],
  ],
  [
    "POST /api/clients/{id}/update-atrp on another host's client",
    async (who) => who.post(`/api/clients/${(await fresh.sharedClient()).id}/update-atrp`, { atrp: 3.5 }),
    [401, 403, 403, 404, 404, 200, 200, 200],
  ],
  ...playerRows(),
  ['GET /api/clients/search', (who) => who.get('/api/clients/search?q=παπ'), CLIENTS.list],
  [
    'POST /api/clients/{id}/update-atrp',
    async (who) => who.post(`/api/clients/${await fresh.client()}/update-atrp`, { atrp: 3.5 }),
    CLIENTS.one,
  ],
  [
    'GET /api/global-search',
    (who) => who.get(`/api/global-search?q=${encodeURIComponent('παπαδοπουλος')}`),
    [200, 200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET /api/universe/search-player',
    (who) => who.get('/api/universe/search-player?q=papadopoulos'),
    [401, 200, 200, 200, 200, 200, 200, 200],
  ],
  ['GET /api/dashboard', (who) => who.get('/api/dashboard'), [401, 200, 200, 200, 200, 200, 200, 200]],
  [
    'GET /api/championships-menu',
    (who) => who.get('/api/championships-menu'),
    [200, 200, 200, 200, 200, 200, 200, 200],
  ],
  ['GET /api/my-profile', (who) => who.get('/api/my-profile'), [401, 404, 200, 404, 404, 404, 404, 404]],
  [
    'GET /api/partner-facilities/{slug}/images',
    (who) => who.get('/api/partner-facilities/tenez/images'),
    [200, 200, 200, 200, 200, 200, 200, 200],
  ],
  // The same rule as the knockouts' images: host 1's back office and admins (spec 3 §6).
  [
    'POST /api/partner-facilities/{slug}/images/{index}',
    (who) => uploadPicture(who, '/api/partner-facilities/tenez/images/6'),
    [401, 403, 403, 200, 200, 403, 200, 200],
  ],
];

/** Gives every account a player: it runs on a database of its own, where GET /api/my-profile is not asked. */
const SAVE_MY_PROFILE: Row = [
  'POST /api/my-profile',
  (who) => who.post('/api/my-profile', bodies.profile()),
  [401, 200, 200, 200, 200, 200, 200, 200],
];

describe('authorization of every route', () => {
  const cases = TABLE.flatMap(([route, call, statuses]) =>
    EVERYONE.map((who, index) => [route, who, statuses[index]!, call] as const),
  );

  it.each(cases)('%s as %s answers %i', async (_route, who, status, call) => {
    const response = await call(as[who]);
    expect(response.statusCode).toBe(status);
  });

  it('covers every route and every demo account', () => {
    expect([...TABLE, SAVE_MY_PROFILE]).toHaveLength(60);
    expect(cases).toHaveLength(59 * 8);
  });
});

describe('authorization of saving my profile', () => {
  let own: TestApp;
  let ownAs: Record<Who, Agent>;
  beforeAll(async () => {
    own = await createTestApp();
    ownAs = await demoAgents(own.app);
  });
  afterAll(async () => own?.close());

  const [route, call, statuses] = SAVE_MY_PROFILE;
  it.each(EVERYONE.map((who, index) => [who, statuses[index]!] as const))(
    `${route} as %s answers %i`,
    async (who, status) => {
      expect((await call(ownAs[who])).statusCode).toBe(status);
    },
  );
});
