import type { TChampionshipMenuEntry, TCurrentUser } from '@tennis/contracts';
import { paths, safeRedirect } from '../../../config/paths';
import { mensChampionshipOf } from '../../../lib/championship-menu';

/** The host of the main championship. */
const MAIN_HOST_ID = 1;

type Input = {
  user: TCurrentUser;
  /** `?redirectTo=` of the login page (set by a route guard). */
  requested?: string | null;
  /** The server's `redirectTo`. */
  serverRedirect?: string | null;
  championships: readonly TChampionshipMenuEntry[];
  year: number;
};

/**
 * Where a user goes after login (spec 1 §6): to the page they were after (the
 * guard's redirect, else the server's); with no target, a main-host user to
 * the current men's championship, back office to /home and players to /.
 */
export function loginTarget({ user, requested, serverRedirect, championships, year }: Input): string {
  const target = safeRedirect(requested) ?? safeRedirect(serverRedirect);
  if (target) return target;
  if (user.host?.id === MAIN_HOST_ID) {
    const championship = mensChampionshipOf(championships, year);
    if (championship) return paths.championships.landing(championship.slug);
  }
  return user.role === 'user' ? paths.root() : paths.home();
}
