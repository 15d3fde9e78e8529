import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

/** /head-2-head (spec 3 §2): public, as the guest menu links it; the pair lives in the URL, so a link shares it. */
export const headToHeadRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/head-2-head',
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await import('./routes/head-to-head-page')).HeadToHeadPage }),
  },
];
