import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Requirement } from '../../lib/page-requirement';

const pages = {
  show: () => import('./routes/championship-show-page').then((m) => m.ChampionshipShowPage),
  edit: () => import('./routes/championship-edit-page').then((m) => m.ChampionshipEditPage),
  participations: () => import('./routes/participations-page').then((m) => m.ParticipationsPage),
  create: () => import('./routes/participation-create-page').then((m) => m.ParticipationCreatePage),
  stats: () => import('./routes/stats-page').then((m) => m.StatsPage),
  exports: () => import('./routes/useful-exports-page').then((m) => m.ChampionshipExportsPage),
  allExports: () => import('./routes/useful-exports-page').then((m) => m.UsefulExportsPage),
};

type GuardedRoute = RouteObject & { handle: { requirement: Requirement } };
const page = (path: string, requirement: Requirement, load: () => Promise<ComponentType>): GuardedRoute => ({
  path,
  handle: { requirement },
  // Each page brings its own texts with its code, so public pages never download them.
  lazy: async () => ({ Component: await load() }),
});

/** The championships' back office (page inventory: bo; the edit form: admin). */
export const championshipsBackofficeRoutes: GuardedRoute[] = [
  page('/backoffice/championships/:id', 'backoffice', pages.show),
  page('/backoffice/championships/:id/edit', 'admin', pages.edit),
  page('/backoffice/championships/:id/participations', 'backoffice', pages.participations),
  page('/backoffice/championships/:id/participations/create', 'backoffice', pages.create),
  page('/backoffice/championships/:id/stats', 'backoffice', pages.stats),
  page('/backoffice/championships/:id/useful-exports', 'backoffice', pages.exports),
  page('/backoffice/useful-exports', 'backoffice', pages.allExports),
];
