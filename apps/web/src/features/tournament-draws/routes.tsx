import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

const withTexts = async <T,>(module: Promise<T>): Promise<T> => {
  await import('./i18n');
  return module;
};
const drawsPage = () => withTexts(import('./routes/draws-page'));
const orderOfPlayPage = () => withTexts(import('./routes/order-of-play-page'));

/** The category screen; its participations tab is a child route the router nests under it. */
export const CATEGORY_DETAILS_PATH = '/backoffice/tournaments/:tournamentId/categories/:categoryId';

/** Category details, draws and order of play: back office and public (spec 2 §2). */
export const tournamentDrawsRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: CATEGORY_DETAILS_PATH,
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await withTexts(import('./routes/category-details-page'))).CategoryDetailsPage }),
  },
  {
    path: '/backoffice/tournaments/:id/draws',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await drawsPage()).BackofficeDrawsPage }),
  },
  {
    path: '/backoffice/tournaments/:id/order-of-play',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await orderOfPlayPage()).BackofficeOrderOfPlayPage }),
  },
  {
    path: '/tournaments/:hostSlug/:tournamentSlug/draws',
    handle: { requirement: 'public', serverRendered: true },
    lazy: async () => ({ Component: (await drawsPage()).PublicDrawsPage }),
  },
  {
    path: '/tournaments/:hostSlug/:tournamentSlug/order-of-play',
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await orderOfPlayPage()).PublicOrderOfPlayPage }),
  },
];

/** The fullscreen variants for screens at the venue: siblings of the root route, no header. */
export const tournamentDrawsFullscreenRoutes: RouteObject[] = [
  {
    path: '/static-content/tournaments/:hostSlug/:tournamentSlug/draws',
    lazy: async () => ({ Component: (await drawsPage()).StaticDrawsPage }),
  },
  {
    path: '/static-content/tournaments/:hostSlug/:tournamentSlug/order-of-play',
    lazy: async () => ({ Component: (await orderOfPlayPage()).StaticOrderOfPlayPage }),
  },
];
