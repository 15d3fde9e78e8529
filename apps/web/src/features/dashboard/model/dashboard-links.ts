import { paths } from '../../../config/paths';

/**
 * Links of the dashboard tiles. Those the shared path list does not have yet
 * are built here, from the page inventory.
 */
export const dashboardLinks = {
  myProfile: () => paths.myProfile(),
  myMatches: (playerId: number) => `/players/${playerId}/matches`,
  achievements: () => paths.achievements(),
  wallet: (playerId: number) => paths.wallet(playerId),
  headToHead: () => paths.headToHead(),
  statistics: (playerId: number) => `/players/${playerId}/stats`,
  addFriendlyMatch: () => '/my-friendly-matches/create',
  settings: () => paths.settings(),
  tournamentLanding: (hostSlug: string, slug: string) => paths.tournaments.landing(hostSlug, slug),
  tournamentBackoffice: (id: number) => `/backoffice/tournaments/${id}`,
  championship: (slug: string) => paths.championships.landing(slug),
};
