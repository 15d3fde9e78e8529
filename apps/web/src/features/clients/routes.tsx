import type { RouteObject } from 'react-router';
import type { Requirement } from '../../lib/page-requirement';

const load = () => import('./routes/clients-pages');

/** The client register (page inventory: bo), with its guard in `handle.requirement`. */
export const clientsRoutes: (RouteObject & { handle: { requirement: Requirement } })[] = [
  {
    path: '/clients',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await load()).ClientsListPage }),
  },
  {
    path: '/clients/create',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await load()).ClientCreatePage }),
  },
  {
    path: '/clients/:id/edit',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await load()).ClientEditPage }),
  },
];
