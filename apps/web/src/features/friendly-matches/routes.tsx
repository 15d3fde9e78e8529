import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

/** The player's friendly match wizard (page inventory: auth required and a player profile). */
export const friendlyMatchesRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/my-friendly-matches/create',
    handle: { requirement: 'player' },
    lazy: async () => ({
      Component: (await import('./routes/create-friendly-match-page')).CreateFriendlyMatchPage,
    }),
  },
];
