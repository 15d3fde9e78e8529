import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

const load = async () => (await Promise.all([import('./routes/players-pages'), import('./i18n')]))[0];

/** The players' back office (page inventory: admin), with its guard in `handle.requirement`. */
export const playersAdminRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/players',
    handle: { requirement: 'admin' },
    lazy: async () => ({ Component: (await load()).PlayersListPage }),
  },
  {
    path: '/players/:id/edit',
    handle: { requirement: 'admin' },
    lazy: async () => ({ Component: (await load()).PlayerEditPage }),
  },
];
