import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageHandle, Requirement } from '../../lib/page-requirement';

const pages = {
  list: () => import('./routes/backoffice-list-page').then((m) => m.TournamentsBackofficeListPage),
  create: () => import('./routes/tournament-form-pages').then((m) => m.TournamentCreatePage),
  edit: () => import('./routes/tournament-form-pages').then((m) => m.TournamentEditPage),
  show: () => import('./routes/backoffice-show-page').then((m) => m.TournamentShowPage),
  categories: () => import('./routes/categories-page').then((m) => m.TournamentCategoriesPage),
  stats: () => import('./routes/stats-page').then((m) => m.TournamentStatsPage),
  upcoming: () => import('./routes/public-lists-pages').then((m) => m.UpcomingTournamentsPage),
  underway: () => import('./routes/public-lists-pages').then((m) => m.UnderwayTournamentsPage),
  landing: () => import('./routes/landing-page').then((m) => m.TournamentLandingPage),
};

type GuardedRoute = RouteObject & { handle: PageHandle };
const page = (
  path: string,
  requirement: Requirement,
  load: () => Promise<ComponentType>,
  serverRendered?: true,
): GuardedRoute => ({
  path,
  handle: { requirement, serverRendered },
  lazy: async () => ({ Component: await load() }),
});

/** Tournaments: the back office (bo; statistics admin or host) and the public lists and landing page. */
export const tournamentsRoutes: GuardedRoute[] = [
  page('/backoffice/tournaments', 'backoffice', pages.list),
  page('/backoffice/tournaments/create', 'backoffice', pages.create),
  page('/backoffice/tournaments/:id', 'backoffice', pages.show),
  page('/backoffice/tournaments/:id/edit', 'backoffice', pages.edit),
  page('/backoffice/tournaments/:id/categories', 'backoffice', pages.categories),
  page('/backoffice/tournaments/:id/stats', 'admin-or-host', pages.stats),
  page('/tournaments/upcoming', 'public', pages.upcoming),
  page('/tournaments/underway', 'public', pages.underway),
  page('/tournaments/:hostSlug/:tournamentSlug', 'public', pages.landing, true),
];
