import { inArray } from 'drizzle-orm';
import { FRIENDLY_MESSAGES } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { players } from '../db/schema/index.js';
import { HttpError } from '../lib/http-error.js';

/** Field name → player id, as the request named them (the submitter under a field of its own). */
export type FriendlyPlayerFields = Record<string, number>;

/**
 * The players of a friendly are different people who exist: otherwise a 422
 * on the offending field (the later of two equal ones; the submitter's own
 * field comes first, so naming yourself as an opponent flags the opponent).
 */
export async function checkFriendlyPlayers(db: DbOrTx, fields: FriendlyPlayerFields): Promise<void> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  for (const [field, id] of Object.entries(fields)) {
    if (seen.has(id)) errors[field] = [FRIENDLY_MESSAGES.samePlayerTwice];
    seen.add(id);
  }
  const ids = [...seen];
  const found = ids.length ? await db.select({ id: players.id }).from(players).where(inArray(players.id, ids)) : [];
  const known = new Set(found.map((row) => row.id));
  for (const [field, id] of Object.entries(fields))
    if (!known.has(id)) (errors[field] ??= []).push(FRIENDLY_MESSAGES.unknownPlayer);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
}
