import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

/**
 * A player's wallet (page inventory: players.wallet). Any signed-in user may
 * ask; the server answers a plain user's request for another player's wallet
 * with 403, and the page shows the access-denied page.
 */
export const walletRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/players/:id/wallet',
    handle: { requirement: 'auth' },
    lazy: async () => ({ Component: (await import('./routes/wallet-page')).WalletPage }),
  },
];
