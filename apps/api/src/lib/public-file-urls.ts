import { createHash } from 'node:crypto';

// Where the API serves stored files (posters, logos) to browsers. Built in one
// place so every presenter links the same routes.

export const tournamentPosterUrl = (tournamentId: number) => `/api/tournaments/${tournamentId}/poster`;
export const championshipPosterUrl = (championshipId: number) => `/api/championships/${championshipId}/poster`;
export const championshipLogoUrl = (championshipId: number) => `/api/championships/${championshipId}/logo`;
/** The upload time in the query: the path stays the same for every upload, so the version busts caches. */
export const knockoutImageUrl = (year: number, index: number, updatedAt: Date) =>
  `/api/knockouts/${year}/${index}?v=${updatedAt.getTime()}`;
/** Versioned by the upload time, as the knockouts' images. */
export const partnerFacilityImageUrl = (slug: string, index: number, updatedAt: Date) =>
  `/api/partner-facilities/${slug}/images/${index}?v=${updatedAt.getTime()}`;

/** A player's picture, versioned by its stored key: every upload has a new key, so a new URL no cache has seen. */
export const playerPictureUrl = (playerId: number, key: string) =>
  `/api/players/${playerId}/profile-picture?v=${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
/** A Hall of Fame entry's photo, versioned by its stored key as a player's picture. */
export const hallOfFamePhotoUrl = (entryId: number, key: string) =>
  `/api/hall-of-fame/entries/${entryId}/photo?v=${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
