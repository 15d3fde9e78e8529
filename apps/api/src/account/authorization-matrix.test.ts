import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailHash } from '../auth/auth-mails.js';
import { agent, createTestApp, loginAs, type Agent, type TestApp } from '../test/app.js';

// Who may call what, for every call of sign-in and the account, as one table:
// each row is a call, each column an actor, each cell the status it answers.
// A cell that is not 401/403 means the actor got past authorization (a 409 or
// 422 there is the state or the input speaking, not the policy).

const ACTORS = ['guest', 'newuser', 'player', 'employee', 'host', 'host2', 'admin', 'god'] as const;
type Actor = (typeof ACTORS)[number];
type Row = Record<Actor, number>;

const row = (guest: number, signedIn: number, overrides: Partial<Row> = {}): Row => ({
  guest,
  newuser: signedIn,
  player: signedIn,
  employee: signedIn,
  host: signedIn,
  host2: signedIn,
  admin: signedIn,
  god: signedIn,
  ...overrides,
});

interface Call {
  name: string;
  /** The call changes the session or the account: it gets a browser of its own. */
  fresh?: boolean;
  run: (browser: Agent, actor: Actor, cell: number) => ReturnType<Agent['get']>;
  expected: Row;
}

let t: TestApp;
let cells = 0;
const shared = new Map<Actor, Agent>();
const emailOf = (actor: Actor) => (actor === 'guest' ? 'player@demo.gr' : `${actor}@demo.gr`);

async function browserFor(app: TestApp['app'], actor: Actor, fresh: boolean): Promise<Agent> {
  const ip = `10.20.${Math.floor((cells += 1) / 250)}.${(cells % 250) + 1}`;
  if (!fresh && shared.has(actor)) return shared.get(actor)!;
  const browser = actor === 'guest' ? agent(app, { ip }) : await loginAs(app, emailOf(actor), { ip });
  if (!fresh) shared.set(actor, browser);
  return browser;
}

const allEmail = { results: 'email', credits: 'email', achievements: 'email', insights: 'email', events: 'email' };

const CALLS: Call[] = [
  {
    name: 'POST /login',
    fresh: true,
    run: (b, a) => b.post('/login', { email: emailOf(a), password: 'demo1234' }),
    expected: row(200, 200),
  },
  {
    name: 'POST /register',
    fresh: true,
    run: (b, _a, cell) =>
      b.post('/register', {
        name: 'Νέος',
        surname: 'Χρήστης',
        email: `matrix-${cell}@example.gr`,
        password: 'matrix-pass-1',
        passwordConfirmation: 'matrix-pass-1',
        termsAccepted: true,
      }),
    expected: row(200, 200),
  },
  {
    name: 'POST /forgot-password',
    run: (b, a) => b.post('/forgot-password', { email: `nobody-${a}@example.gr` }),
    expected: row(200, 200),
  },
  {
    name: 'POST /reset-password',
    run: (b) =>
      b.post('/reset-password', {
        token: 'not-a-token',
        password: 'whatever-pass',
        passwordConfirmation: 'whatever-pass',
      }),
    expected: row(422, 422),
  },
  {
    name: 'GET /verify-email/{id}/{hash}',
    run: (b) => b.get(`/verify-email/1/${emailHash('god@demo.gr')}?token=bogus`),
    expected: row(302, 302),
  },
  {
    name: 'POST /email/verification-notification',
    run: (b) => b.post('/email/verification-notification'),
    expected: row(401, 409),
  },
  {
    name: 'POST /change-password',
    run: (b) =>
      b.post('/change-password', {
        currentPassword: 'wrong-one',
        newPassword: 'matrix-pass-2',
        newPasswordConfirmation: 'matrix-pass-2',
      }),
    expected: row(401, 422),
  },
  { name: 'GET /api/user', run: (b) => b.get('/api/user'), expected: row(200, 200) },
  { name: 'GET /api/user/settings', run: (b) => b.get('/api/user/settings'), expected: row(401, 200) },
  {
    name: 'POST /api/user/settings',
    run: (b) => b.post('/api/user/settings', { communicationPreferences: allEmail }),
    expected: row(401, 200),
  },
  { name: 'GET /api/user/insights', run: (b) => b.get('/api/user/insights'), expected: row(401, 200) },
  {
    name: 'POST /api/confirm-player-info',
    run: (b) => b.post('/api/confirm-player-info'),
    expected: row(401, 409, { player: 200 }),
  },
  {
    name: 'POST /api/player-phone-mismatch',
    run: (b) => b.post('/api/player-phone-mismatch'),
    expected: row(401, 200),
  },
  {
    name: 'GET /api/self-transform-list',
    run: (b) => b.get('/api/self-transform-list'),
    expected: row(401, 403, { god: 200 }),
  },
  {
    name: 'GET /api/self-transform-list?guest=1',
    run: (b) => b.get('/api/self-transform-list?guest=1'),
    expected: row(200, 403, { god: 200 }),
  },
  {
    name: 'POST /api/self-transform',
    fresh: true,
    run: (b, a) =>
      b.post('/api/self-transform', { userId: a === 'newuser' ? t.seeded.users.player : t.seeded.users.newuser }),
    expected: row(401, 403, { god: 200 }),
  },
  { name: 'POST /api/self-transform/stop', run: (b) => b.post('/api/self-transform/stop'), expected: row(401, 409) },
  {
    name: 'GET /self-transform',
    fresh: true,
    run: (b) => b.get(`/self-transform?userId=${t.seeded.users.player}`),
    expected: row(302, 302),
  },
  { name: 'GET /api/js-log', run: (b) => b.get('/api/js-log?action=matrix'), expected: row(200, 200) },
  {
    name: 'POST /api/contact',
    fresh: true,
    run: (b) => b.post('/api/contact', { name: 'Α', email: 'a@example.gr', subject: 'Θέμα', body: 'Κείμενο' }),
    expected: row(200, 200),
  },
  { name: 'GET /logout', fresh: true, run: (b) => b.get('/logout'), expected: row(401, 200) },
];

/** Deletes the accounts it is allowed to: it runs on a database of its own, so no other call misses them. */
const DELETE_ACCOUNT: Call = {
  name: 'DELETE /delete-account',
  fresh: true,
  run: (b) => b.delete('/delete-account'),
  expected: row(401, 200, { god: 403 }),
};

async function answersOf(app: TestApp['app'], call: Call): Promise<Row> {
  const answered = {} as Row;
  for (const actor of ACTORS) {
    const browser = await browserFor(app, actor, call.fresh ?? false);
    answered[actor] = (await call.run(browser, actor, cells)).statusCode;
  }
  return answered;
}

describe('authorization matrix (APP_ENV test)', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  for (const call of CALLS) {
    it(`${call.name}`, async () => {
      expect(await answersOf(t.app, call)).toEqual(call.expected);
    });
  }
});

describe('authorization matrix of deleting the account (APP_ENV test)', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(async () => own?.close());

  it(DELETE_ACCOUNT.name, async () => {
    expect(await answersOf(own.app, DELETE_ACCOUNT)).toEqual(DELETE_ACCOUNT.expected);
  });
});
