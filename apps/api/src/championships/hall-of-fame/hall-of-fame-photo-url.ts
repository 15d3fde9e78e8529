import { createHash } from 'node:crypto';

/**
 * Where an entry's photo is served, versioned by its stored key: every upload
 * has a new key, so a replaced photo has a URL no cache has seen.
 */
export const hallOfFamePhotoUrl = (entryId: number, key: string) =>
  `/api/hall-of-fame/entries/${entryId}/photo?v=${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
