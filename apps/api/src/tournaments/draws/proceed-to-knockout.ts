import { eq, inArray } from 'drizzle-orm';
import { DRAW_NOTICES } from '@tennis/contracts';
import { buildKnockoutDraw, knockoutEntrantsFromSelection, validateKnockoutSelection } from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { participations, tournamentCategories } from '../../db/schema/index.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { loadApprovedEntrants } from './approved-entrants.js';
import { loadDrawEntrants } from './draw-entrants.js';
import { lockCategory } from './lock-category.js';
import { insertKnockoutDraw } from './write-knockout-draw.js';

const NOT_IN_GROUPS = 'Η συμμετοχή δεν ανήκει στους ομίλους της κατηγορίας';

/**
 * Ends the group phase: the picks (the first drawSize / 4 are the seeds) enter
 * a new knockout category of the same tournament, stored as the demo data
 * stores it (its own approved participations, pointed at by
 * knockout_phase_category_id), and its draw is made at once. Answers its id.
 */
export async function proceedToKnockout(
  tx: Tx,
  categoryId: number,
  user: AuthUser,
  selection: readonly (number | null)[],
): Promise<number> {
  const { category, tournament } = await lockCategory(tx, categoryId, user);
  if (!category.roundRobin || category.roundRobinPhase !== 'group') throw conflict(DRAW_NOTICES.notInGroupPhase);
  if (!category.drawFollowUp || category.drawFollowUpSize === null) throw conflict(DRAW_NOTICES.noKnockoutFollows);
  const drawSize = category.drawFollowUpSize;
  const issue = validateKnockoutSelection(selection, drawSize)[0];
  if (issue) throw fieldError(issue.field, issue.message);
  const entrants = new Set((await loadApprovedEntrants(tx, category.id)).map((e) => e.participationId));
  if (selection.some((id) => id !== null && !entrants.has(id)))
    throw fieldError('selectedParticipantIds', NOT_IN_GROUPS);

  const { seeded, unseeded } = knockoutEntrantsFromSelection(selection, drawSize);
  const [knockout] = await tx
    .insert(tournamentCategories)
    .values({
      tournamentId: tournament.id,
      name: `${category.name} · Ταμπλό`,
      abbreviation: category.abbreviation ? `${category.abbreviation}-Τ` : null,
      type: category.type,
      gender: category.gender,
      visible: category.visible,
      position: category.position + 1,
      state: 'initialized',
      seedsAreSet: true,
      seedCount: seeded.length,
      drawSize,
      initializedAt: new Date(),
    })
    .returning();
  const originals = await tx
    .select()
    .from(participations)
    .where(inArray(participations.id, [...seeded, ...unseeded]));
  const copyOf = new Map<number, number>();
  for (const original of originals) {
    const seed = seeded.indexOf(original.id);
    const [copy] = await tx
      .insert(participations)
      .values({
        tournamentId: tournament.id,
        tournamentCategoryId: knockout!.id,
        playerId: original.playerId,
        doublesTeamId: original.doublesTeamId,
        state: 'approved',
        seed: seed >= 0 ? seed + 1 : null,
        rating: original.rating,
        registeredByUserId: user.id,
      })
      .returning({ id: participations.id });
    copyOf.set(original.id, copy!.id);
  }
  const draw = buildKnockoutDraw({
    drawSize,
    seeded: seeded.map((id) => copyOf.get(id)!),
    unseeded: unseeded.map((id) => copyOf.get(id)!),
    qualifierMatches: 0,
  });
  await insertKnockoutDraw(tx, tournament, knockout!, draw, await loadDrawEntrants(tx, [...copyOf.values()]), user.id);
  await tx
    .update(tournamentCategories)
    .set({ roundRobinPhase: 'knockout', knockoutPhaseCategoryId: knockout!.id })
    .where(eq(tournamentCategories.id, category.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'proceeded-to-knockout',
    newValues: { knockoutPhaseCategoryId: knockout!.id, selection },
  });
  return knockout!.id;
}
