import { paths } from '../../../config/paths';

/**
 * Links of the dashboard tiles. A screen the app does not have yet is null
 * (its path from the page inventory beside it), so its tile is not shown.
 */
export const dashboardLinks = {
  myProfile: () => paths.myProfile(),
  myMatches: (playerId: number) => paths.playerMatches(playerId),
  achievements: () => paths.achievements(),
  wallet: (playerId: number) => paths.wallet(playerId),
  headToHead: () => paths.headToHead(),
  statistics: (playerId: number) => paths.playerStats(playerId),
  addFriendlyMatch: (): string | null => paths.createFriendlyMatch(),
  settings: () => paths.settings(),
  tournamentLanding: (hostSlug: string, slug: string) => paths.tournaments.landing(hostSlug, slug),
  tournamentBackoffice: (id: number) => `/backoffice/tournaments/${id}`,
  championship: (slug: string) => paths.championships.landing(slug),
};
