import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { TRole } from '@tennis/contracts';
import { MAIN_HOST_ID } from '@tennis/contracts';
import type { AuthUser } from './auth-user.js';
import {
  hostOfNewRecord,
  isAdmin,
  isBackoffice,
  managedHostsCondition,
  managedHostsOf,
  managesHost,
  worksForHost,
} from './backoffice-policy.js';
import { matches } from '../db/schema/index.js';

const person = (role: TRole, hostId: number | null): AuthUser => ({
  id: 10,
  email: `${role}@example.gr`,
  name: 'Νίκος',
  surname: 'Παππάς',
  role,
  hostId,
  emailVerified: true,
  forcePasswordChange: false,
});

const OTHER_HOST = MAIN_HOST_ID + 1;

const people = {
  guest: null,
  player: person('user', null),
  'player with a host id': person('user', MAIN_HOST_ID),
  'admin of no host': person('admin', null),
  'admin of another host': person('admin', OTHER_HOST),
  host: person('host', MAIN_HOST_ID),
  employee: person('host-employee', MAIN_HOST_ID),
  'host of another host': person('host', OTHER_HOST),
  'employee of another host': person('host-employee', OTHER_HOST),
  'employee without a host': person('host-employee', null),
} as const satisfies Record<string, AuthUser | null>;

type Person = keyof typeof people;

describe('the back-office rule: an admin manages everything, a host and its employees their own host', () => {
  it.each<[Person, boolean, boolean, boolean]>([
    // who, manages the main host, manages no host (an object without one), works for the main host
    ['guest', false, false, false],
    ['player', false, false, false],
    ['player with a host id', false, false, false],
    ['admin of no host', true, true, false],
    ['admin of another host', true, true, false],
    ['host', true, false, true],
    ['employee', true, false, true],
    ['host of another host', false, false, false],
    ['employee of another host', false, false, false],
    ['employee without a host', false, false, false],
  ])('%s: manages the host %s, manages an object of no host %s, works for the host %s', (who, main, none, works) => {
    const user = people[who];
    expect(managesHost(user, MAIN_HOST_ID)).toBe(main);
    expect(managesHost(user, null)).toBe(none);
    expect(worksForHost(user, MAIN_HOST_ID)).toBe(works);
  });

  it.each<[Person, ReturnType<typeof managedHostsOf>]>([
    ['guest', { kind: 'none' }],
    ['player with a host id', { kind: 'none' }],
    ['admin of another host', { kind: 'all' }],
    ['host', { kind: 'host', hostId: MAIN_HOST_ID }],
    ['employee of another host', { kind: 'host', hostId: OTHER_HOST }],
    ['employee without a host', { kind: 'none' }],
  ])('%s manages %o', (who, expected) => {
    expect(managedHostsOf(people[who])).toEqual(expected);
  });

  it("keeps a back-office list to the user's hosts: all for an admin, one for host staff, none for a player", () => {
    const rendered = (who: Person) => {
      const condition = managedHostsCondition(people[who], matches.hostId);
      return condition === undefined ? undefined : new PgDialect().sqlToQuery(condition);
    };
    expect(rendered('admin of no host')).toBeUndefined();
    expect(rendered('employee of another host')).toMatchObject({
      sql: '"matches"."host_id" = $1',
      params: [OTHER_HOST],
    });
    expect(rendered('player with a host id')).toMatchObject({ sql: 'false', params: [] });
  });

  it.each<[Person, number | undefined, number | null]>([
    ['admin of no host', undefined, MAIN_HOST_ID],
    ['admin of another host', undefined, MAIN_HOST_ID],
    ['admin of no host', OTHER_HOST, OTHER_HOST],
    ['host of another host', undefined, OTHER_HOST],
    ['employee of another host', MAIN_HOST_ID, OTHER_HOST],
    ['employee without a host', undefined, null],
    ['guest', MAIN_HOST_ID, null],
  ])('%s asking for host %s creates records of host %s', (who, requested, expected) => {
    expect(hostOfNewRecord(people[who], requested)).toBe(expected);
  });

  it.each<[Person, boolean, boolean]>([
    ['guest', false, false],
    ['player', false, false],
    ['employee', true, false],
    ['host', true, false],
    ['admin of no host', true, true],
  ])('%s: back office %s, admin %s', (who, backoffice, admin) => {
    expect(isBackoffice(people[who])).toBe(backoffice);
    expect(isAdmin(people[who])).toBe(admin);
  });
});
