import { and, eq, isNotNull } from 'drizzle-orm';
import type { TAddQualifierMatchRequest } from '@tennis/contracts';
import { DRAW_MESSAGES, type DrawMatchLink } from '@tennis/domain';
import type { Tx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-error.js';

/**
 * The draw line a request names by match and side, as the domain addresses it
 * (draw number and side). A match outside this category's draw is the
 * client's mistake (422); whether the line is free is the domain's to say.
 */
export async function findDrawLine(
  tx: Tx,
  categoryId: number,
  line: NonNullable<TAddQualifierMatchRequest>,
): Promise<DrawMatchLink> {
  const [row] = await tx
    .select({ aa: matches.aa })
    .from(matches)
    .where(and(eq(matches.id, line.matchId), eq(matches.tournamentCategoryId, categoryId), isNotNull(matches.aa)));
  if (!row || row.aa === null) throw fieldError('matchId', DRAW_MESSAGES.matchNotFound);
  return { aa: row.aa, side: line.side };
}
