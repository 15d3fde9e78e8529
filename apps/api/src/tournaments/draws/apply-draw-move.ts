import { DRAW_NOTICES } from '@tennis/contracts';
import type { DrawResult, KnockoutDraw } from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { assertNotArchived, lockMatch } from '../../matches/lock-match.js';
import { loadApprovedEntrants } from './approved-entrants.js';
import { loadDrawEntrants } from './draw-entrants.js';
import { loadKnockoutDraw } from './knockout-draw-rows.js';
import { lockCategory } from './lock-category.js';
import { writeDrawChanges } from './write-knockout-draw.js';

export type DrawMove = (draw: KnockoutDraw<number>) => DrawResult<number>;

/**
 * Runs one of the domain's draw moves on a category's stored draw under the
 * category lock; a refusal is a 409 with the domain's Greek reason and
 * nothing written. `entering` names a participation the move puts into the
 * draw: it must be one of the category's approved entrants (whether it is
 * already in the draw is the domain's to say).
 */
export async function applyCategoryDrawMove(
  tx: Tx,
  categoryId: number,
  user: AuthUser,
  action: string,
  move: DrawMove,
  entering?: number,
): Promise<void> {
  const { category } = await lockCategory(tx, categoryId, user);
  const stored = await loadKnockoutDraw(tx, category.id, category.drawSize);
  if (!stored || category.state === 'uninitialized') throw conflict(DRAW_NOTICES.notInitialized);
  let entrants = stored.entrants;
  if (entering !== undefined) {
    const approved = await loadApprovedEntrants(tx, category.id);
    if (!approved.some((entrant) => entrant.participationId === entering))
      throw fieldError('participationId', DRAW_NOTICES.notAnApprovedEntrant);
    entrants = new Map([...stored.entrants, ...(await loadDrawEntrants(tx, [entering]))]);
  }
  const result = move(stored.draw);
  if (!result.ok) throw conflict(result.message);
  const changed = await writeDrawChanges(tx, result.draw, stored.rowByAa, entrants);
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action,
    newValues: { matches: changed.map((m) => m.id), ...(entering === undefined ? {} : { participationId: entering }) },
  });
}

/** The same for a move named by one of the draw's matches: answers the category id. */
export async function applyMatchDrawMove(
  tx: Tx,
  matchId: number,
  user: AuthUser,
  action: string,
  move: (aa: number) => DrawMove,
  entering?: number,
): Promise<number> {
  const locked = await lockMatch(tx, matchId, user);
  assertNotArchived(locked);
  const { row } = locked;
  if (row.kind !== 'tournament' || row.aa === null || row.tournamentCategoryId === null)
    throw conflict(DRAW_NOTICES.notInitialized);
  await applyCategoryDrawMove(tx, row.tournamentCategoryId, user, action, move(row.aa), entering);
  return row.tournamentCategoryId;
}
