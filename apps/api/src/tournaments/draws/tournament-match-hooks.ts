import { eq } from 'drizzle-orm';
import { DRAW_NOTICES } from '@tennis/contracts';
import { advanceWinner, rollBack, type DrawMatch, type KnockoutDraw } from '@tennis/domain';
import type { Tx } from '../../db/client.js';
import { matches, tournamentCategories } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-error.js';
import type { MatchHookContext, MatchHooks } from '../../matches/match-hooks.js';
import { loadKnockoutDraw, type StoredKnockoutDraw } from './knockout-draw-rows.js';
import { recordCategoryOutcome } from './record-category-outcome.js';
import { writeDrawChanges } from './write-knockout-draw.js';

// The score core has already stored the result (or taken it back) when these
// run, in the same transaction; they move the draw with the domain's
// advanceWinner and rollBack. A refusal throws, so the whole change is undone.
// Group matches move nothing here: group standings are ranked when read; but
// once the knockout phase has started from those standings, a group result
// can no longer change (the knockout was drawn from it).

/** 409 when the match is a group match of a category already in its knockout phase. */
async function refuseLockedGroupResult(tx: Tx, matchId: number): Promise<void> {
  const [row] = await tx
    .select({ groupId: matches.roundRobinGroupId, phase: tournamentCategories.roundRobinPhase })
    .from(matches)
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, matches.tournamentCategoryId))
    .where(eq(matches.id, matchId));
  if (row && row.groupId !== null && row.phase === 'knockout') throw conflict(DRAW_NOTICES.groupResultsLocked);
}

async function loadDrawOfMatch(
  tx: Tx,
  matchId: number,
): Promise<{ stored: StoredKnockoutDraw; aa: number; categoryId: number } | null> {
  const [row] = await tx.select().from(matches).where(eq(matches.id, matchId));
  if (!row || row.roundRobinGroupId !== null || row.aa === null || row.tournamentCategoryId === null) return null;
  const [category] = await tx
    .select()
    .from(tournamentCategories)
    .where(eq(tournamentCategories.id, row.tournamentCategoryId))
    .for('update');
  if (!category) return null;
  const stored = await loadKnockoutDraw(tx, category.id, category.drawSize);
  return stored ? { stored, aa: row.aa, categoryId: category.id } : null;
}

const withWinner = (
  draw: KnockoutDraw<number>,
  aa: number,
  winner: DrawMatch<number>['winner'],
): KnockoutDraw<number> => {
  const set = (m: DrawMatch<number>) => (m.aa === aa ? { ...m, winner } : m);
  return { ...draw, matches: draw.matches.map(set), qualifierMatches: draw.qualifierMatches.map(set) };
};

const findMatch = (draw: KnockoutDraw<number>, aa: number) =>
  [...draw.matches, ...draw.qualifierMatches].find((m) => m.aa === aa);

async function afterConclude({ tx, matchId }: MatchHookContext): Promise<void> {
  await refuseLockedGroupResult(tx, matchId);
  const found = await loadDrawOfMatch(tx, matchId);
  if (!found) return;
  const { stored, aa, categoryId } = found;
  const winner = findMatch(stored.draw, aa)?.winner ?? null;
  if (winner === null) return;
  const result = advanceWinner(withWinner(stored.draw, aa, null), aa, winner);
  if (!result.ok) throw conflict(result.message);
  await writeDrawChanges(tx, result.draw, stored.rowByAa, stored.entrants);
  await recordCategoryOutcome(tx, categoryId, result.draw);
}

async function afterRollback({ tx, matchId }: MatchHookContext): Promise<void> {
  await refuseLockedGroupResult(tx, matchId);
  const found = await loadDrawOfMatch(tx, matchId);
  if (!found) return;
  const { stored, aa, categoryId } = found;
  const match = findMatch(stored.draw, aa);
  if (!match) return;
  // The winner went on to the next match: that is whom the result named.
  const next = match.next ? findMatch(stored.draw, match.next.aa) : undefined;
  const carried = next && match.next ? next[match.next.side] : null;
  const side =
    carried?.kind === 'participant' && match.away.kind === 'participant' && carried.id === match.away.id
      ? 'away'
      : 'home';
  const result = rollBack(withWinner(stored.draw, aa, side), aa);
  if (!result.ok) throw conflict(result.message);
  await writeDrawChanges(tx, result.draw, stored.rowByAa, stored.entrants);
  await recordCategoryOutcome(tx, categoryId, result.draw);
}

export const tournamentMatchHooks: MatchHooks = { afterConclude, afterRollback };
