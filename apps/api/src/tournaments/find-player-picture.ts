import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { players } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';

/** The stored key of the player's profile picture (null: none); 404 for an unknown player. */
export async function findPlayerPicture(db: DbOrTx, playerId: number): Promise<string | null> {
  const [player] = await db
    .select({ picturePath: players.profilePicturePath })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound();
  return player.picturePath;
}
