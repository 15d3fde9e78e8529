// Where the API and the web app show a tournament and its files; built in one place.

export const tournamentPublicUrl = (hostSlug: string, tournamentSlug: string) =>
  `/tournaments/${hostSlug}/${tournamentSlug}`;
export const tournamentPosterUrl = (id: number, version: Date) =>
  `/api/tournaments/${id}/poster?v=${version.getTime()}`;
export const tournamentProclamationUrl = (id: number) => `/api/tournaments/${id}/proclamation`;
export const sponsorImageUrl = (tournamentId: number, sponsorId: number) =>
  `/api/tournaments/${tournamentId}/sponsors/${sponsorId}/image`;
