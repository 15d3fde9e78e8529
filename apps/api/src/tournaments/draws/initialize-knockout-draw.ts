import { DRAW_NOTICES } from '@tennis/contracts';
import {
  buildKnockoutDraw,
  DRAW_MESSAGES,
  isCategoryInitialisable,
  seedCount,
  validateDrawSetup,
} from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { loadApprovedEntrants } from './approved-entrants.js';
import { loadDrawEntrants } from './draw-entrants.js';
import { lockCategory } from './lock-category.js';
import { markCategoryInitialized } from './mark-category-initialized.js';
import { insertKnockoutDraw } from './write-knockout-draw.js';

/**
 * Makes the knockout draw of a category (the "auto-draw": seeds to their ITF
 * lines, byes and the rest by lot) and stores it. Irreversible, so a second
 * initialisation is a 409; the category row lock makes two concurrent ones
 * run in turn, and the second sees the first one's draw.
 */
export async function initializeKnockoutDraw(
  tx: Tx,
  categoryId: number,
  user: AuthUser,
  request: { drawSize?: number | undefined; qualifierMatches: number },
): Promise<void> {
  const { category, tournament } = await lockCategory(tx, categoryId, user);
  if (category.state !== 'uninitialized') throw conflict(DRAW_NOTICES.alreadyInitialized);
  if (category.roundRobin) throw conflict(DRAW_NOTICES.roundRobinElsewhere);
  const entrants = await loadApprovedEntrants(tx, category.id);
  if (!isCategoryInitialisable(entrants.length)) throw conflict(DRAW_MESSAGES.notEnoughApprovedParticipations);
  const drawSize = request.drawSize ?? 0;
  const issue = validateDrawSetup({
    primary: entrants.length,
    qualifierMatches: request.qualifierMatches,
    drawSize,
  })[0];
  if (issue) throw fieldError(issue.field, issue.message);

  const seedsInDraw = seedCount(drawSize);
  const seeded = entrants
    .filter((e) => e.seed !== null)
    .sort((a, b) => (a.seed as number) - (b.seed as number))
    .slice(0, seedsInDraw);
  const seededIds = new Set(seeded.map((e) => e.participationId));
  const draw = buildKnockoutDraw({
    drawSize,
    seeded: seeded.map((e) => e.participationId),
    unseeded: entrants.filter((e) => !seededIds.has(e.participationId)).map((e) => e.participationId),
    qualifierMatches: request.qualifierMatches,
  });
  await insertKnockoutDraw(
    tx,
    tournament,
    category,
    draw,
    await loadDrawEntrants(
      tx,
      entrants.map((e) => e.participationId),
    ),
    user.id,
  );
  await markCategoryInitialized(tx, user, category, { drawSize, qualifierMatches: request.qualifierMatches });
}
