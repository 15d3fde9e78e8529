import { eq } from 'drizzle-orm';
import { drawOutcome, type KnockoutDraw } from '@tennis/domain';
import type { Tx } from '../../db/client.js';
import { tournamentCategories } from '../../db/schema/index.js';

/**
 * Keeps the category's end in step with its final: concluded with winner and
 * finalist once the final has a winner, back to initialised when it loses it.
 */
export async function recordCategoryOutcome(tx: Tx, categoryId: number, draw: KnockoutDraw<number>): Promise<void> {
  const outcome = drawOutcome(draw);
  await tx
    .update(tournamentCategories)
    .set(
      outcome
        ? {
            state: 'concluded',
            winnerParticipationId: outcome.winner,
            finalistParticipationId: outcome.finalist,
            concludedAt: new Date(),
          }
        : { state: 'initialized', winnerParticipationId: null, finalistParticipationId: null, concludedAt: null },
    )
    .where(eq(tournamentCategories.id, categoryId));
}
