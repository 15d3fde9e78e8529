// Where the API serves stored files (posters, logos) to browsers. Built in one
// place so every presenter links the same routes.

export const tournamentPosterUrl = (tournamentId: number) => `/api/tournaments/${tournamentId}/poster`;
export const championshipPosterUrl = (championshipId: number) => `/api/championships/${championshipId}/poster`;
export const championshipLogoUrl = (championshipId: number) => `/api/championships/${championshipId}/logo`;
/** The upload time in the query: the path stays the same for every upload, so the version busts caches. */
export const knockoutImageUrl = (year: number, index: number, updatedAt: Date) =>
  `/api/knockouts/${year}/${index}?v=${updatedAt.getTime()}`;
