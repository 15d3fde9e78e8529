import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';
import { eventsRoutes } from './events/routes';
import { facilitiesRoutes } from './facilities/routes';
import { hallOfFameRoutes } from './hall-of-fame/routes';
import { playTennisRoutes } from './play-tennis/routes';

// The championship site's public pages (spec 1 §2.1, spec 3 §2), under the
// skin's prefix. Each area of the site keeps its page, texts and content in
// its own folder here, and its page loads them with its code.

/** Pages inside the shell, with the guard of the page inventory in `handle.requirement`. */
export const championshipSiteRoutes: (RouteObject & { handle: PageHandle })[] = [
  ...playTennisRoutes,
  ...hallOfFameRoutes,
  ...facilitiesRoutes,
  ...eventsRoutes,
];
