import { describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@tennis/contracts';
import { buildUser, PLAYER_PROFILE } from '../test/users';
import { i18n } from '../lib/i18n';
import type { Requirement } from '../lib/page-requirement';
import { guard } from './guard';

const base = buildUser();
const player = buildUser({ player: PLAYER_PROFILE });
const admin = { ...base, role: 'admin' as const };
const god = { ...admin, godMode: true };
const host = { ...base, role: 'host' as const, host: { id: 2, name: 'Όμιλος', slug: 'omilos' } };
const employee = { ...host, role: 'host-employee' as const };
const forced = { ...player, forcePasswordChange: true };

const FLASH = {
  login: 'Θα πρέπει να συνδεθείτε για να προχωρήσετε',
  forced: 'Παρακαλούμε αλλάξτε τον κωδικό σας πριν συνεχίσετε',
  admin: 'Για να δείτε αυτή τη σελίδα θα πρέπει να είστε συνδεδεμένος ως διαχειριστής',
  role: 'Δεν έχετε δικαίωμα πρόσβασης σε αυτή τη σελίδα',
  player: 'Για να προχωρήσετε θα πρέπει να δημιουργήσετε το προφίλ αθλητή σας',
  god: 'Για να δείτε αυτή τη σελίδα θα πρέπει να έχετε ρόλο super-admin',
};

type Row = [string, TCurrentUser | null, Requirement, string, string | null, string | null];
const rows: Row[] = [
  // name, user, requirement, target, expected redirect (null: allowed), expected flash
  ['a guest opens a public page', null, 'public', '/home', null, null],
  ['a player opens a public page', player, 'public', '/terms', null, null],
  ['a guest opens the login page', null, 'guest-only', '/login', null, null],
  ['a logged-in user opens the login page', player, 'guest-only', '/login', '/', null],
  ['a logged-in user opens the register page', admin, 'guest-only', '/register', '/', null],
  [
    'a guest opens the settings',
    null,
    'auth',
    '/settings?tab=account',
    '/login?redirectTo=%2Fsettings%3Ftab%3Daccount',
    FLASH.login,
  ],
  ['a guest opens a player page', null, 'player', '/my-profile', '/login?redirectTo=%2Fmy-profile', FLASH.login],
  ['a guest opens a god page', null, 'god', '/jobs', '/login?redirectTo=%2Fjobs', FLASH.login],
  ['a user opens the settings', base, 'auth', '/settings', null, null],
  ['a forced user opens the settings', forced, 'auth', '/settings', '/change-password', FLASH.forced],
  ['a forced user opens change password', forced, 'auth', '/change-password', null, null],
  [
    'a forced admin opens the back office',
    { ...admin, forcePasswordChange: true },
    'backoffice',
    '/clients',
    '/change-password',
    FLASH.forced,
  ],
  [
    'a user without player profile opens my profile',
    base,
    'player',
    '/my-profile',
    '/?forceFillPlayerForm=true&redirectTo=%2Fmy-profile',
    FLASH.player,
  ],
  ['a guest opens a tournament sign-up', null, 'guest-or-player', '/tournaments/tkp/open/participate', null, null],
  ['a player opens a tournament sign-up', player, 'guest-or-player', '/tournaments/tkp/open/participate', null, null],
  [
    'a user without player profile opens a tournament sign-up',
    base,
    'guest-or-player',
    '/tournaments/tkp/open/participate',
    '/?forceFillPlayerForm=true&redirectTo=%2Ftournaments%2Ftkp%2Fopen%2Fparticipate',
    FLASH.player,
  ],
  [
    'a host without player profile opens a tournament sign-up',
    host,
    'guest-or-player',
    '/tournaments/tkp/open/participate',
    '/?forceFillPlayerForm=true&redirectTo=%2Ftournaments%2Ftkp%2Fopen%2Fparticipate',
    FLASH.player,
  ],
  [
    'a forced user opens a tournament sign-up',
    forced,
    'guest-or-player',
    '/tournaments/tkp/open/participate',
    '/change-password',
    FLASH.forced,
  ],
  ['a player opens my profile', player, 'player', '/my-profile', null, null],
  ['a player opens the back office', player, 'backoffice', '/clients', '/', FLASH.role],
  ['a host opens the back office', host, 'backoffice', '/clients', null, null],
  ['an employee opens the back office', employee, 'backoffice', '/matches', null, null],
  ['an admin opens the back office', admin, 'backoffice', '/matches', null, null],
  ['an employee opens the users', employee, 'admin-or-host', '/users', '/', FLASH.role],
  ['a host opens the users', host, 'admin-or-host', '/users', null, null],
  ['an admin opens the users', admin, 'admin-or-host', '/users', null, null],
  ['a host opens an admin page', host, 'admin', '/players', '/', FLASH.admin],
  ['an admin opens an admin page', admin, 'admin', '/players', null, null],
  ['an admin opens a god page', admin, 'god', '/jobs', '/', FLASH.god],
  ['the god user opens a god page', god, 'god', '/jobs', null, null],
];

describe('guard', () => {
  it.each(rows)('%s', (_name, user, requirement, target, redirect, flash) => {
    const decision = guard(user, requirement, target);
    if (redirect === null) {
      expect(decision).toBeNull();
      return;
    }
    expect(decision?.redirect).toBe(redirect);
    expect(decision?.flash ? i18n.t(decision.flash.key) : null).toBe(flash);
  });
});
