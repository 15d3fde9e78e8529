import { eq, inArray } from 'drizzle-orm';
import { DRAW_NOTICES } from '@tennis/contracts';
import { crossoverPlacement, groupName, knockoutDrawFromLines, type DrawSlot } from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { participations, tournamentCategories } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { loadDrawEntrants } from './draw-entrants.js';
import { loadCategoryGroups } from './load-category-groups.js';
import { lockCategory } from './lock-category.js';
import { insertKnockoutDraw } from './write-knockout-draw.js';

const CROSSOVER_NO_GROUPS = 'Η κατηγορία δεν έχει ομίλους';

/**
 * Ends the group phase: the groups' places enter a new knockout category of
 * the same tournament by the crossover table (domain crossoverPlacement,
 * decision 037: Α1–Β2, Β1–Α2, …; the group winners are its seeds), stored as
 * the demo data stores it (its own approved participations, pointed at by
 * knockout_phase_category_id), and its draw is made at once. From then on the
 * group results are locked (tournament-match-hooks). Answers its id.
 */
export async function proceedToKnockout(tx: Tx, categoryId: number, user: AuthUser): Promise<number> {
  const { category, tournament } = await lockCategory(tx, categoryId, user);
  if (!category.roundRobin || category.roundRobinPhase !== 'group') throw conflict(DRAW_NOTICES.notInGroupPhase);
  if (!category.drawFollowUp || category.drawFollowUpSize === null) throw conflict(DRAW_NOTICES.noKnockoutFollows);
  const drawSize = category.drawFollowUpSize;
  // In rank order; only those still in their group can go through.
  const groups = (await loadCategoryGroups(tx, category.id, user)).map((group) => ({
    name: groupName(group.groupNumber, group.nickname),
    ranked: group.groupParticipants.filter((p) => !p.withdrawn).map((p) => p.participationId),
  }));
  if (groups.length === 0) throw conflict(CROSSOVER_NO_GROUPS);
  const crossover = crossoverPlacement({
    groupCount: groups.length,
    drawSize,
    smallestGroup: Math.min(...groups.map((g) => g.ranked.length)),
  });
  if (!crossover.ok) throw conflict(crossover.message);
  const qualifierAt = (entry: { group: number; place: number }) => groups[entry.group]!.ranked[entry.place - 1]!;
  // The group winners are the knockout's seeds, in group order (seed 1 is Α1).
  const seedOf = (entry: { group: number; place: number }) =>
    entry.place === 1 && entry.group < drawSize / 2 ? entry.group + 1 : null;
  const placed = crossover.lines.filter((e): e is NonNullable<typeof e> => e !== null);
  const seedCount = placed.filter((e) => seedOf(e) !== null).length;
  const [knockout] = await tx
    .insert(tournamentCategories)
    .values({
      tournamentId: tournament.id,
      name: `${category.name} · Ταμπλό`,
      abbreviation: category.abbreviation ? `${category.abbreviation}-Τ` : null,
      type: category.type,
      gender: category.gender,
      // The knockout is played in the groups' format.
      matchFormat: category.matchFormat,
      visible: category.visible,
      position: category.position + 1,
      state: 'initialized',
      seedsAreSet: true,
      seedCount,
      drawSize,
      initializedAt: new Date(),
    })
    .returning();
  const seedByOriginal = new Map(placed.map((e) => [qualifierAt(e), seedOf(e)]));
  const copyOf = await copyParticipations(tx, knockout!.id, seedByOriginal, user);
  const draw = knockoutDrawFromLines(
    drawSize,
    crossover.lines.map((entry): DrawSlot<number> | null =>
      entry === null
        ? null
        : { kind: 'participant', id: copyOf.get(qualifierAt(entry))!, seed: seedOf(entry), qualifier: null },
    ),
  );
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
    newValues: {
      knockoutPhaseCategoryId: knockout!.id,
      crossover: crossover.lines.map((e) => (e ? `${groups[e.group]!.name}${e.place}` : 'BYE')),
    },
  });
  return knockout!.id;
}

/** The qualifiers' own approved participations in the knockout category, with their seeds: original id → copy id. */
async function copyParticipations(
  tx: Tx,
  knockoutId: number,
  seedByOriginal: ReadonlyMap<number, number | null>,
  user: AuthUser,
): Promise<Map<number, number>> {
  const originals = await tx
    .select()
    .from(participations)
    .where(inArray(participations.id, [...seedByOriginal.keys()]));
  const copyOf = new Map<number, number>();
  for (const original of originals) {
    const [copy] = await tx
      .insert(participations)
      .values({
        tournamentId: original.tournamentId,
        tournamentCategoryId: knockoutId,
        playerId: original.playerId,
        doublesTeamId: original.doublesTeamId,
        state: 'approved',
        seed: seedByOriginal.get(original.id) ?? null,
        rating: original.rating,
        registeredByUserId: user.id,
      })
      .returning({ id: participations.id });
    copyOf.set(original.id, copy!.id);
  }
  return copyOf;
}
