import type { RouteObject } from 'react-router';
import type { Requirement } from '../../lib/page-requirement';

const loadList = () => import('./routes/participations-page');
const loadParticipate = () => import('./routes/participate-page');
const loadCreate = () => import('./routes/create-participation-page');

/**
 * The category screen's participations tab: a child of that screen's route
 * (the router nests it), guarded by its parent.
 */
export const categoryParticipationsRoute: RouteObject = {
  path: 'participations',
  lazy: async () => ({ Component: (await loadList()).CategoryParticipationsTab }),
};

/** Tournament participations (page inventory: bo), with their guards in `handle.requirement`. */
export const tournamentParticipationsRoutes: (RouteObject & { handle: { requirement: Requirement } })[] = [
  {
    path: '/backoffice/tournaments/:tournamentId/participations',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await loadList()).ParticipationsPage }),
  },
  {
    path: '/backoffice/tournaments/:tournamentId/participations/create',
    handle: { requirement: 'backoffice' },
    lazy: async () => ({ Component: (await loadCreate()).CreateParticipationPage }),
  },
  {
    path: '/tournaments/:hostSlug/:tournamentSlug/participate',
    // A signed-in user without a player profile fills it in first and comes back (spec 2 §2 Access).
    handle: { requirement: 'guest-or-player' },
    lazy: async () => ({ Component: (await loadParticipate()).ParticipatePage }),
  },
];
