import { paths } from '../../../config/paths';

/** Every link of the tournament pages, built in one place. */
export const tournamentPaths = {
  list: () => paths.backoffice.tournaments(),
  create: () => '/backoffice/tournaments/create',
  show: (id: number | string) => `/backoffice/tournaments/${id}`,
  edit: (id: number | string) => `/backoffice/tournaments/${id}/edit`,
  categories: (id: number | string) => `/backoffice/tournaments/${id}/categories`,
  category: (id: number | string, categoryId: number) => `/backoffice/tournaments/${id}/categories/${categoryId}`,
  participations: (id: number | string) => `/backoffice/tournaments/${id}/participations`,
  stats: (id: number | string) => `/backoffice/tournaments/${id}/stats`,
  backofficeDraws: (id: number | string) => `/backoffice/tournaments/${id}/draws`,
  backofficeOrderOfPlay: (id: number | string) => `/backoffice/tournaments/${id}/order-of-play`,
  printWinners: (id: number | string) => `/api/backoffice/tournaments/${id}/print-winners`,
  todsExport: (id: number | string) => `/api/tournaments/${id}/tods`,
  upcoming: () => paths.tournaments.upcoming(),
  underway: () => paths.tournaments.underway(),
  landing: (hostSlug: string, slug: string) => paths.tournaments.landing(hostSlug, slug),
  participate: (hostSlug: string, slug: string) => `${paths.tournaments.landing(hostSlug, slug)}/participate`,
  draws: (hostSlug: string, slug: string) => `${paths.tournaments.landing(hostSlug, slug)}/draws`,
  orderOfPlay: (hostSlug: string, slug: string) => `${paths.tournaments.landing(hostSlug, slug)}/order-of-play`,
  /** The public iCalendar feed of the order of play (every scheduled match). */
  orderOfPlayFeed: (id: number) => `/api/calendar/tournaments/${id}/order-of-play.ics`,
  categoryDraw: (hostSlug: string, slug: string, categoryId: number) =>
    `${paths.tournaments.landing(hostSlug, slug)}/draws?categoryId=${categoryId}`,
};
