import { DRAW_NOTICES } from '@tennis/contracts';
import type { DrawResult, KnockoutDraw } from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { assertNotArchived, lockMatch } from '../../matches/lock-match.js';
import { loadKnockoutDraw } from './knockout-draw-rows.js';
import { lockCategory } from './lock-category.js';
import { writeDrawChanges } from './write-knockout-draw.js';

export type DrawMove = (draw: KnockoutDraw<number>) => DrawResult<number>;

/**
 * Runs one of the domain's draw moves on a category's stored draw under the
 * category lock; a refusal is a 409 with the domain's Greek reason and
 * nothing written.
 */
export async function applyCategoryDrawMove(tx: Tx, categoryId: number, user: AuthUser, action: string, move: DrawMove): Promise<void> {
  const { category } = await lockCategory(tx, categoryId, user);
  const stored = await loadKnockoutDraw(tx, category.id, category.drawSize);
  if (!stored || category.state === 'uninitialized') throw conflict(DRAW_NOTICES.notInitialized);
  const result = move(stored.draw);
  if (!result.ok) throw conflict(result.message);
  const changed = await writeDrawChanges(tx, result.draw, stored.rowByAa, stored.entrants);
  await recordRevision(tx, { userId: user.id, entityType: 'tournament_categories', entityId: category.id, action, newValues: { matches: changed.map((m) => m.id) } });
}

/** The same for a move named by one of the draw's matches: answers the category id. */
export async function applyMatchDrawMove(tx: Tx, matchId: number, user: AuthUser, action: string, move: (aa: number) => DrawMove): Promise<number> {
  const locked = await lockMatch(tx, matchId, user);
  assertNotArchived(locked);
  const { row } = locked;
  if (row.kind !== 'tournament' || row.aa === null || row.tournamentCategoryId === null) throw conflict(DRAW_NOTICES.notInitialized);
  await applyCategoryDrawMove(tx, row.tournamentCategoryId, user, action, move(row.aa));
  return row.tournamentCategoryId;
}
