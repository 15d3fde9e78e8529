import { describe, expect, it } from 'vitest';
import type { TChampionshipMenuEntry, TCurrentUser } from '@tennis/contracts';
import { buildUser, PLAYER_PROFILE } from '../../../test/users';
import { loginTarget } from './login-target';

const championships: TChampionshipMenuEntry[] = [
  { id: 9, name: 'Ανδρών 2025', slug: 'men-2025', state: 'archived', type: 'singles', gender: 0, year: 2025 },
  { id: 12, name: 'Ανδρών 2026', slug: 'men-2026', state: 'underway', type: 'singles', gender: 0, year: 2026 },
  { id: 11, name: 'Γυναικών 2026', slug: 'women-2026', state: 'underway', type: 'singles', gender: 1, year: 2026 },
  {
    id: 10,
    name: 'Διπλά ανδρών 2026',
    slug: 'men-doubles-2026',
    state: 'underway',
    type: 'doubles',
    gender: 0,
    year: 2026,
  },
];
const mainHost = { id: 1, name: 'Athens Tennis', slug: 'athens-tennis' };

type Row = [string, TCurrentUser, string | null, string | null, string];
const rows: Row[] = [
  ['a player with no target goes to /', buildUser({ player: PLAYER_PROFILE }), null, null, '/'],
  ['an admin with no target goes to /home', buildUser({ role: 'admin' }), null, null, '/home'],
  [
    'a host with no target goes to /home',
    buildUser({ role: 'host', host: { id: 2, name: 'Όμιλος', slug: 'o' } }),
    null,
    null,
    '/home',
  ],
  [
    'an employee with no target goes to /home',
    buildUser({ role: 'host-employee', host: { id: 2, name: 'Όμιλος', slug: 'o' } }),
    null,
    null,
    '/home',
  ],
  [
    'a main-host user with no target goes to the men championship of the year',
    buildUser({ role: 'host-employee', host: mainHost }),
    null,
    null,
    '/championships/men-2026',
  ],
  [
    'the page a guard sent the user from wins',
    buildUser({ role: 'host', host: mainHost }),
    '/clients?page=2',
    '/home',
    '/clients?page=2',
  ],
  [
    "the server's redirectTo applies when there is one",
    buildUser({ role: 'admin' }),
    null,
    '/backoffice/tournaments',
    '/backoffice/tournaments',
  ],
  ['a target on another site is ignored', buildUser(), '//evil.example/x', 'https://evil.example', '/'],
];

describe('loginTarget', () => {
  it.each(rows)('%s', (_name, user, requested, serverRedirect, expected) => {
    expect(loginTarget({ user, requested, serverRedirect, championships, year: 2026 })).toBe(expected);
  });

  it('falls back to the latest men championship before the year, then to /home', () => {
    const user = buildUser({ role: 'host', host: mainHost });
    expect(loginTarget({ user, championships, year: 2027 })).toBe('/championships/men-2026');
    expect(loginTarget({ user, championships: [], year: 2026 })).toBe('/home');
  });
});
