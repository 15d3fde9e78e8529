import { eq } from 'drizzle-orm';
import type { TCategoryDraw, TDrawMatch, TMatch } from '@tennis/contracts';
import { canRollBack, drawSizeOptions, isByeMatch, slotLabel, type DrawMatch, type DrawSlot } from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';
import { tournamentCategories, tournaments } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { managesHost } from '../../auth/backoffice-policy.js';
import { presentMatches } from '../../matches/present-matches.js';
import { loadApprovedEntrants } from './approved-entrants.js';
import { loadKnockoutDraw } from './knockout-draw-rows.js';
import { loadCategoryGroups } from './load-category-groups.js';
import { loadTournamentVenues } from './load-tournament-venues.js';
import { loadUnplacedParticipations } from './load-unplaced-participations.js';

const seedOf = (slot: DrawSlot<number>) => (slot.kind === 'participant' ? slot.seed : null);

/**
 * The category details' draw: its matches round by round with the labels a
 * draw tile shows, what the initialisation dialog offers, and the winner and
 * finalist once the final is played. Hidden categories are for the back office only.
 */
export async function loadCategoryDraw(db: DbOrTx, categoryId: number, user: AuthUser | null): Promise<TCategoryDraw> {
  const [category] = await db.select().from(tournamentCategories).where(eq(tournamentCategories.id, categoryId));
  if (!category) throw notFound();
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, category.tournamentId));
  if (!tournament) throw notFound();
  const update = managesHost(user, tournament.hostId);
  if (!update && (!category.visible || tournament.state === 'draft')) throw notFound();

  const stored = await loadKnockoutDraw(db, category.id, category.drawSize);
  const approved = await loadApprovedEntrants(db, category.id);
  const rows = stored ? [...stored.rowByAa.values()] : [];
  const presented = new Map((await presentMatches(db, rows, user)).map((m) => [m.id, m]));
  const toDrawMatch = (match: DrawMatch<number>): TDrawMatch => {
    const row = stored!.rowByAa.get(match.aa)!;
    return {
      ...(presented.get(row.id) as TMatch),
      aa: match.aa,
      tournamentPhase: match.tournamentPhase,
      isQualifierMatch: match.isQualifierMatch,
      homeSeed: seedOf(match.home),
      awaySeed: seedOf(match.away),
      homeLabel: slotLabel(match.home),
      awayLabel: slotLabel(match.away),
      canBeRolledBack: tournament.state !== 'archived' && canRollBack(stored!.draw, match.aa) && !isByeMatch(match),
    };
  };
  const names = (participationId: number | null) => {
    if (participationId === null) return null;
    const final = stored?.draw.matches.at(-1);
    const side = final ? presented.get(stored!.rowByAa.get(final.aa)!.id) : undefined;
    const finalRow = final ? stored!.rowByAa.get(final.aa) : undefined;
    if (!side || !finalRow) return null;
    return finalRow.homeParticipationId === participationId ? side.home.displayName : side.away.displayName;
  };
  const initialized = category.state !== 'uninitialized';
  const groups = category.roundRobin
    ? await loadCategoryGroups(db, category.id, user, category.roundRobinPhase === 'knockout')
    : [];
  const placed = new Set(
    category.roundRobin
      ? groups.flatMap((group) => group.groupParticipants.map((member) => member.participationId))
      : rows
          .flatMap((row) => [row.homeParticipationId, row.awayParticipationId])
          .filter((id): id is number => id !== null),
  );
  const canUpdate = update && tournament.state !== 'archived';
  // Only the back office places entrants, and only once there is a draw or groups to place them in.
  const unplacedParticipations = canUpdate && initialized ? await loadUnplacedParticipations(db, approved, placed) : [];
  return {
    id: category.id,
    tournamentId: category.tournamentId,
    name: category.name,
    type: category.type,
    initialized,
    hasComeToAnEnd: category.state === 'concluded',
    drawSize: category.drawSize,
    drawSizeOptions: initialized || approved.length === 0 ? [] : drawSizeOptions(approved.length, 0),
    approvedParticipations: approved.length,
    primaryParticipations: approved.length,
    winner: names(category.winnerParticipationId),
    finalist: names(category.finalistParticipationId),
    matches: stored ? stored.draw.matches.map(toDrawMatch) : [],
    qualifierMatches: stored ? stored.draw.qualifierMatches.map(toDrawMatch) : [],
    roundRobin: category.roundRobin,
    roundRobinPhase: category.roundRobinPhase,
    drawFollowUpSize: category.drawFollowUp ? category.drawFollowUpSize : null,
    knockoutPhaseCategoryId: category.knockoutPhaseCategoryId,
    groups,
    unplacedParticipations,
    seedCount: category.seedCount,
    seedsAreSet: category.seedsAreSet,
    // The schedule form's clubs are the back office's business; the public draw stays small.
    venues: canUpdate && initialized ? await loadTournamentVenues(db, tournament) : [],
    permissions: { update: canUpdate, backofficeView: update },
  };
}
