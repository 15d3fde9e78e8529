import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BACKOFFICE_ROLES, MAIN_HOST_ID } from '@tennis/contracts';
import { forbidden } from '../lib/http-error.js';
import type { AuthUser } from './auth-user.js';

// The one rule of the back office (spec 1 §6, spec 2 §6, spec 3 §6): an admin
// manages every organiser's objects (tournaments, championships, matches,
// clients); a host and its employees manage only their own host's. Routes,
// services and presenters ask these functions, so the rule is written once.

/** Whose objects a user manages: every host's, one host's, or none. */
export type ManagedHosts = { kind: 'all' } | { kind: 'host'; hostId: number } | { kind: 'none' };

export const isBackoffice = (user: AuthUser | null): boolean => user !== null && BACKOFFICE_ROLES.includes(user.role);

export const isAdmin = (user: AuthUser | null): boolean => user?.role === 'admin';

export function managedHostsOf(user: AuthUser | null): ManagedHosts {
  if (user === null || !isBackoffice(user)) return { kind: 'none' };
  if (isAdmin(user)) return { kind: 'all' };
  return user.hostId === null ? { kind: 'none' } : { kind: 'host', hostId: user.hostId };
}

/** Whether the user manages the objects of this host (null: an object of no host, which only an admin manages). */
export function managesHost(user: AuthUser | null, hostId: number | null): boolean {
  const managed = managedHostsOf(user);
  return managed.kind === 'all' || (managed.kind === 'host' && managed.hostId === hostId);
}

/**
 * Whether the user is on this very host's staff: an admin of no host or of
 * another is not. For what belongs to one organiser's own desk (the actions
 * column of its daily schedule, the main host's extra rights).
 */
export const worksForHost = (user: AuthUser | null, hostId: number): boolean =>
  user !== null && isBackoffice(user) && user.hostId === hostId;

/** 403 unless the user manages this host's objects. */
export function assertManagesHost(user: AuthUser | null, hostId: number | null): void {
  if (!managesHost(user, hostId)) throw forbidden();
}

/** The WHERE part that keeps a back-office list to the user's hosts: nothing for an admin, no rows without a host. */
export function managedHostsCondition(user: AuthUser | null, hostIdColumn: AnyPgColumn): SQL | undefined {
  const managed = managedHostsOf(user);
  if (managed.kind === 'all') return undefined;
  return managed.kind === 'host' ? eq(hostIdColumn, managed.hostId) : sql`false`;
}

/** The host a user's new record belongs to: an admin may name any (the main host unless told), the rest their own. */
export function hostOfNewRecord(user: AuthUser | null, requested?: number): number | null {
  if (user === null) return null;
  return isAdmin(user) ? (requested ?? MAIN_HOST_ID) : user.hostId;
}
