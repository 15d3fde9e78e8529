import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

// A player's availability calendar (spec 3 §2): FullCalendar comes only with these pages.
const withTexts = async <T,>(load: Promise<T>): Promise<T> => (await Promise.all([load, import('./i18n')]))[0];

export const availabilityRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    // Who may read is the server's to say (decision 028): a guest is asked to sign in first.
    path: '/players/:id/availability',
    handle: { requirement: 'auth' },
    lazy: async () => ({
      Component: (await withTexts(import('./routes/player-availability-page'))).PlayerAvailabilityPage,
    }),
  },
  {
    path: '/players/availability/me',
    handle: { requirement: 'player' },
    lazy: async () => ({ Component: (await withTexts(import('./routes/my-availability-page'))).MyAvailabilityPage }),
  },
];
