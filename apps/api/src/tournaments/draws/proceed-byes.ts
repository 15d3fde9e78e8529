import { DRAW_NOTICES } from '@tennis/contracts';
import { proceedBye, proceedByes } from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-error.js';
import { assertNotArchived, lockMatch } from '../../matches/lock-match.js';
import type { MatchRow } from '../../matches/present-match.js';
import { loadKnockoutDraw } from './knockout-draw-rows.js';
import { lockCategory } from './lock-category.js';
import { writeDrawChanges } from './write-knockout-draw.js';

/** Advances every ready bye match of the category's draw; answers the changed matches. */
export async function proceedAllByes(tx: Tx, categoryId: number, user: AuthUser): Promise<MatchRow[]> {
  const { category } = await lockCategory(tx, categoryId, user);
  const stored = await loadKnockoutDraw(tx, category.id, category.drawSize);
  if (!stored || category.state === 'uninitialized') throw conflict(DRAW_NOTICES.notInitialized);
  const { draw } = proceedByes(stored.draw);
  return writeDrawChanges(tx, draw, stored.rowByAa, stored.entrants);
}

/** Advances the entrant of one bye match into the next round (spec 2 §4: only an initialised bye match). */
export async function proceedOneBye(tx: Tx, matchId: number, user: AuthUser): Promise<MatchRow> {
  const locked = await lockMatch(tx, matchId, user);
  assertNotArchived(locked);
  const { row } = locked;
  if (row.kind !== 'tournament' || row.aa === null || row.tournamentCategoryId === null)
    throw conflict(DRAW_NOTICES.notInitialized);
  const { category } = await lockCategory(tx, row.tournamentCategoryId, user);
  const stored = await loadKnockoutDraw(tx, category.id, category.drawSize);
  if (!stored) throw conflict(DRAW_NOTICES.notInitialized);
  const result = proceedBye(stored.draw, row.aa);
  if (!result.ok) throw conflict(result.message);
  const changed = await writeDrawChanges(tx, result.draw, stored.rowByAa, stored.entrants);
  return changed.find((m) => m.id === row.id) ?? row;
}
