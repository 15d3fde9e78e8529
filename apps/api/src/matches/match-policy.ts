import type { AuthUser } from '../auth/auth-user.js';
import { isBackoffice } from '../auth/policy.js';

// Who may run a match (spec 3 §6): the back office of the organiser the match
// belongs to. Admins work for every organiser; a host or host-employee only
// for their own, so host 2's staff cannot touch host 1's matches.

export function canManageMatch(user: AuthUser | null, matchHostId: number | null): boolean {
  if (!user || !isBackoffice(user)) return false;
  if (user.role === 'admin') return true;
  return matchHostId !== null && user.hostId === matchHostId;
}

/** The unified daily schedule's actions column: only for the back office of that very host (spec 3 §6). */
export function canActOnHostSchedule(user: AuthUser | null, hostId: number): boolean {
  return user !== null && isBackoffice(user) && user.hostId === hostId;
}
