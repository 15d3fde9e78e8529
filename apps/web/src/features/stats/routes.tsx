import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

/** The back office's advanced stats (page inventory: bo) and god mode's site traffic. */
export const statsRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/backoffice/advanced-stats',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await import('./routes/advanced-stats-page')).AdvancedStatsPage }),
  },
  {
    path: '/admin/stats/site-traffic',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/site-traffic-page')).SiteTrafficPage }),
  },
];
