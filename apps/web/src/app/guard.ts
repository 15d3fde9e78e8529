import type { TCurrentUser } from '@tennis/contracts';
import { paths } from '../config/paths';
import type { NotificationLevel } from '../lib/notify';
import { isBackOffice } from '../lib/session';
import type { Requirement } from '../lib/page-requirement';

type GuardFlash = { key: string; level: NotificationLevel };
export type GuardDecision = { redirect: string; flash?: GuardFlash } | null;

const refused = (key: string, redirect: string = paths.root()): GuardDecision => ({
  redirect,
  flash: { key, level: 'danger' },
});

/**
 * Whether the user may open a page, and if not where they go and what they are
 * told (spec 1 §8). `target` is the path and query asked for, kept for the
 * login redirect. Null means "come in".
 */
export function guard(
  user: TCurrentUser | null,
  requirement: Requirement,
  target: string = paths.root(),
): GuardDecision {
  if (requirement === 'public') return null;
  if (requirement === 'guest-only') return user ? { redirect: paths.root() } : null;
  // A guest signs up with their details; a signed-in user signs up as their player profile.
  if (requirement === 'guest-or-player' && !user) return null;

  if (!user) {
    return { redirect: paths.login(target), flash: { key: 'guards.loginNeeded', level: 'warning' } };
  }
  if (user.forcePasswordChange && !target.startsWith(paths.changePassword())) {
    return { redirect: paths.changePassword(), flash: { key: 'guards.forcedPasswordChange', level: 'warning' } };
  }

  switch (requirement) {
    case 'auth':
      return null;
    case 'player':
    case 'guest-or-player':
      return user.player
        ? null
        : { redirect: paths.fillPlayerForm(target), flash: { key: 'guards.playerProfileNeeded', level: 'warning' } };
    case 'backoffice':
      return isBackOffice(user) ? null : refused('guards.wrongRole');
    case 'admin-or-host':
      return user.role === 'admin' || user.role === 'host' ? null : refused('guards.wrongRole');
    case 'admin':
      return user.role === 'admin' ? null : refused('guards.adminOnly');
    case 'god':
      return user.godMode ? null : refused('guards.godOnly');
  }
}
