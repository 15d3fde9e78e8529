import type { RouteObject } from 'react-router';
import type { Requirement } from '../../lib/page-requirement';

const load = () => import('./routes/clubs-pages');

/** The club pages (page inventory: god), with their guard in `handle.requirement`. */
export const clubsRoutes: (RouteObject & { handle: { requirement: Requirement } })[] = [
  { path: '/clubs', handle: { requirement: 'god' }, lazy: async () => ({ Component: (await load()).ClubsListPage }) },
  {
    path: '/clubs/create',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await load()).ClubCreatePage }),
  },
  {
    path: '/clubs/:id/edit',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await load()).ClubEditPage }),
  },
];
