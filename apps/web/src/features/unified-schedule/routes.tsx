import type { RouteObject } from 'react-router';
import type { Requirement } from '../../lib/page-requirement';

/** The public daily schedule of an organiser (page inventory: guest). */
export const unifiedScheduleRoutes: (RouteObject & { handle: { requirement: Requirement } })[] = [
  {
    path: '/hosts/:hostSlug/unified-schedule',
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await import('./routes/unified-schedule-page')).UnifiedSchedulePage }),
  },
];
