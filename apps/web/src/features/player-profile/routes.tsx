import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';
import { paths } from '../../config/paths';

// The player's public pages and the signed-in player's own; each loads its texts with its code.
const withTexts = async <T,>(load: Promise<T>): Promise<T> => (await Promise.all([load, import('./i18n')]))[0];

/** Pages inside the shell, with the guard of the page inventory in `handle.requirement`. */
export const playerProfileRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    // A guest gets the profile drawn by the server (decision 021): it reads no device time or window size.
    path: '/players/:id',
    handle: { requirement: 'public', serverRendered: true },
    lazy: async () => ({ Component: (await withTexts(import('./routes/player-page'))).PlayerPage }),
  },
  {
    path: '/players/:id/matches',
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await withTexts(import('./routes/player-matches-page'))).PlayerMatchesPage }),
  },
  {
    path: '/players/:id/stats',
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await withTexts(import('./routes/player-stats-page'))).PlayerStatsPage }),
  },
  {
    // Signed in is enough: the page itself tells a user without a player profile how to make one.
    path: paths.myProfile(),
    handle: { requirement: 'auth' },
    lazy: async () => ({ Component: (await withTexts(import('./routes/my-profile-page'))).MyProfilePage }),
  },
];
