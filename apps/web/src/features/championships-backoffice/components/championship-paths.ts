/** Links of the championships' back office, built in one place. */
export const championshipBackofficePaths = {
  show: (id: number | string) => `/backoffice/championships/${id}`,
  edit: (id: number | string) => `/backoffice/championships/${id}/edit`,
  participations: (id: number | string) => `/backoffice/championships/${id}/participations`,
  createParticipation: (id: number | string) => `/backoffice/championships/${id}/participations/create`,
  schedule: (id: number | string) => `/backoffice/championships/${id}/matches/schedule`,
  matches: (id: number | string) => `/backoffice/championships/${id}/matches`,
  stats: (id: number | string) => `/backoffice/championships/${id}/stats`,
  exports: (id: number | string) => `/backoffice/championships/${id}/useful-exports`,
  allExports: () => '/backoffice/useful-exports',
  landing: (slug: string) => `/championships/${slug}`,
};
