import type { RouteObject } from 'react-router';
import type { Requirement } from '../../lib/page-requirement';

/** The dashboard's page, with the guard of the page inventory in `handle.requirement`. */
export const dashboardRoutes: (RouteObject & { handle: { requirement: Requirement } })[] = [
  {
    path: '/dashboard',
    handle: { requirement: 'auth' },
    lazy: async () => ({ Component: (await import('./routes/dashboard-page')).DashboardPage }),
  },
];
