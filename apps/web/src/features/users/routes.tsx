import type { RouteObject } from 'react-router';
import type { Requirement } from '../../lib/page-requirement';

const load = () => import('./routes/users-pages');

/**
 * The user pages (page inventory: admin+host for /users; create and edit,
 * reached from the list, take the same guard), with their guard in `handle.requirement`.
 */
export const usersRoutes: (RouteObject & { handle: { requirement: Requirement } })[] = [
  {
    path: '/users',
    handle: { requirement: 'admin-or-host' },
    lazy: async () => ({ Component: (await load()).UsersListPage }),
  },
  {
    path: '/users/create',
    handle: { requirement: 'admin-or-host' },
    lazy: async () => ({ Component: (await load()).UserCreatePage }),
  },
  {
    path: '/users/:id/edit',
    handle: { requirement: 'admin-or-host' },
    lazy: async () => ({ Component: (await load()).UserEditPage }),
  },
];
