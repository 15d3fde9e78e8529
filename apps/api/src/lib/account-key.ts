import { createHash } from 'node:crypto';

/**
 * An email as a counter's key: normalised as sign-in compares it, and hashed,
 * so the shared counter table (or Redis) holds no list of addresses.
 */
export const accountKey = (email: unknown): string =>
  createHash('sha256')
    .update(
      String(email ?? '')
        .trim()
        .toLowerCase(),
    )
    .digest('base64url')
    .slice(0, 22);
