import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../../lib/page-requirement';
import { paths } from '../../../config/paths';

/** The championship site's event pages: the Open TAF. */
export const eventsRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: paths.skin.openTaf(),
    handle: {
      requirement: 'public',
      serverRendered: true,
      head: {
        title: 'Open TAF',
        description:
          'Το ανοιχτό τουρνουά του πρωταθλήματος στο χώμα του TAF: απλά και διπλά ανδρών, γυναικών και μικτά, κανονισμοί και ταμπλό.',
      },
    },
    lazy: async () => ({
      Component: (await Promise.all([import('./open-taf-page'), import('./i18n')]))[0].OpenTafPage,
    }),
  },
];
