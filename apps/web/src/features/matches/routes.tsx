import type { RouteObject } from 'react-router';
import type { Requirement } from '../../lib/page-requirement';

/** The championship and friendly match pages of the back office (page inventory: bo). */
export const matchesRoutes: (RouteObject & { handle: { requirement: Requirement } })[] = [
  {
    path: '/matches',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await import('./routes/all-matches-page')).AllMatchesPage }),
  },
  {
    path: '/backoffice/championships/:championshipId/matches/schedule',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await import('./routes/schedule-match-page')).ScheduleMatchPage }),
  },
  {
    path: '/backoffice/championships/:id/matches',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await import('./routes/championship-matches-page')).ChampionshipMatchesPage }),
  },
  {
    path: '/friendly-matches',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await import('./routes/friendly-matches-page')).FriendlyMatchesPage }),
  },
  {
    path: '/friendly-matches/schedule',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({
      Component: (await import('./routes/schedule-friendly-match-page')).ScheduleFriendlyMatchPage,
    }),
  },
];
