import { paths } from '../../../config/paths';

/** Links of the championships' public pages, built in one place. */
export const championshipPaths = {
  landing: (slug: string) => paths.championships.landing(slug),
  register: (slug: string) => `${paths.championships.landing(slug)}/register`,
  staticStandings: (id: number) => `/static-content/championships/${id}/standings`,
  backoffice: (id: number) => `/backoffice/championships/${id}`,
};
