import { eq, inArray, sql } from 'drizzle-orm';
import {
  drawMatchState,
  isByeMatch,
  slotLabel,
  type DrawMatch,
  type DrawSlot,
  type KnockoutDraw,
} from '@tennis/domain';
import type { Tx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import type { MatchRow } from '../../matches/present-match.js';
import type { DrawEntrant } from './draw-entrants.js';
import type { CategoryRow, TournamentRow } from './lock-category.js';

type MatchValues = Partial<typeof matches.$inferInsert>;

/** The columns a draw match decides: sides, bye, state and winner (scores stay the score core's). */
export function drawMatchValues(match: DrawMatch<number>, entrants: ReadonlyMap<number, DrawEntrant>): MatchValues {
  const home = sideValues(match.home, entrants);
  const away = sideValues(match.away, entrants);
  return {
    homeParticipationId: home.participationId,
    homePlayer1Id: home.player1Id,
    homePlayer2Id: home.player2Id,
    homeQualifierNumber: home.qualifier,
    homeCustomLabel: home.label,
    awayParticipationId: away.participationId,
    awayPlayer1Id: away.player1Id,
    awayPlayer2Id: away.player2Id,
    awayQualifierNumber: away.qualifier,
    awayCustomLabel: away.label,
    isBye: isByeMatch(match),
    state: drawMatchState(match),
    winner: match.winner === null ? null : match.winner === 'home' ? 0 : 1,
  };
}

function sideValues(slot: DrawSlot<number>, entrants: ReadonlyMap<number, DrawEntrant>) {
  if (slot.kind === 'participant') {
    const entrant = entrants.get(slot.id);
    return {
      participationId: slot.id,
      player1Id: entrant?.player1Id ?? null,
      player2Id: entrant?.player2Id ?? null,
      qualifier: slot.qualifier,
      label: null,
    };
  }
  // "BYE" and "Q1" are stored as the side's label: an empty side reads back unambiguously, and lists show it.
  const label = slot.kind === 'open' ? null : slotLabel(slot);
  return {
    participationId: null,
    player1Id: null,
    player2Id: null,
    qualifier: slot.kind === 'qualifier' ? slot.qualifier : null,
    label,
  };
}

/** Inserts every match of a new draw and links each to the match its winner plays next. */
export async function insertKnockoutDraw(
  tx: Tx,
  tournament: TournamentRow,
  category: CategoryRow,
  draw: KnockoutDraw<number>,
  entrants: ReadonlyMap<number, DrawEntrant>,
  userId: number,
): Promise<void> {
  const all = [...draw.matches, ...draw.qualifierMatches];
  const inserted = await tx
    .insert(matches)
    .values(
      all.map((match) => ({
        ...drawMatchValues(match, entrants),
        ...(isByeMatch(match) && match.winner !== null ? { concludedAt: new Date() } : {}),
        kind: 'tournament' as const,
        type: category.type,
        hostId: tournament.hostId,
        tournamentId: tournament.id,
        tournamentCategoryId: category.id,
        tournamentPhase: match.tournamentPhase,
        aa: match.aa,
        qualifierNumber: match.isQualifierMatch ? match.order : null,
        createdByUserId: userId,
      })),
    )
    .returning({ id: matches.id, aa: matches.aa });
  const idByAa = new Map(inserted.map((row) => [row.aa as number, row.id]));
  const links = all.filter((match) => match.next !== null);
  if (links.length === 0) return;
  const values = sql.join(
    links.map(
      (match) =>
        sql`(${idByAa.get(match.aa)}::int, ${idByAa.get(match.next!.aa)}::int, ${match.next!.side === 'home' ? 0 : 1}::smallint)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update matches set next_match_id = v.next_id, next_match_slot = v.slot from (values ${values}) as v(id, next_id, slot) where matches.id = v.id`,
  );
}

const DRAW_COLUMNS = [
  'homeParticipationId',
  'homePlayer1Id',
  'homePlayer2Id',
  'homeQualifierNumber',
  'homeCustomLabel',
  'awayParticipationId',
  'awayPlayer1Id',
  'awayPlayer2Id',
  'awayQualifierNumber',
  'awayCustomLabel',
  'isBye',
  'state',
  'winner',
] as const;

/**
 * Writes the matches a transformation of the draw changed (each with its
 * version bumped) and answers their rows. A bye match that got its winner is
 * concluded now; a match that lost its winner is no longer concluded.
 */
export async function writeDrawChanges(
  tx: Tx,
  draw: KnockoutDraw<number>,
  rowByAa: ReadonlyMap<number, MatchRow>,
  entrants: ReadonlyMap<number, DrawEntrant>,
): Promise<MatchRow[]> {
  const changed: MatchRow[] = [];
  const all = [...draw.matches, ...draw.qualifierMatches];
  const gone = [...rowByAa.values()].filter((row) => !all.some((match) => match.aa === row.aa));
  if (gone.length > 0)
    await tx.delete(matches).where(
      inArray(
        matches.id,
        gone.map((row) => row.id),
      ),
    );
  const template = rowByAa.get(1) as MatchRow;
  for (const match of all) {
    const row = rowByAa.get(match.aa);
    if (!row) {
      changed.push(await insertQualifierMatch(tx, template, match, rowByAa, entrants));
      continue;
    }
    const values = drawMatchValues(match, entrants);
    if (DRAW_COLUMNS.every((column) => values[column] === row[column])) continue;
    const concludedAt = values.state === 'concluded' ? (row.concludedAt ?? new Date()) : null;
    const [updated] = await tx
      .update(matches)
      .set({ ...values, concludedAt, version: row.version + 1 })
      .where(eq(matches.id, row.id))
      .returning();
    changed.push(updated!);
  }
  return changed;
}

/** A qualifier match added to a stored draw, linked to the main-draw line it feeds. */
async function insertQualifierMatch(
  tx: Tx,
  template: MatchRow,
  match: DrawMatch<number>,
  rowByAa: ReadonlyMap<number, MatchRow>,
  entrants: ReadonlyMap<number, DrawEntrant>,
): Promise<MatchRow> {
  const [inserted] = await tx
    .insert(matches)
    .values({
      ...drawMatchValues(match, entrants),
      kind: 'tournament',
      type: template.type,
      hostId: template.hostId,
      tournamentId: template.tournamentId,
      tournamentCategoryId: template.tournamentCategoryId,
      tournamentPhase: match.tournamentPhase,
      aa: match.aa,
      qualifierNumber: match.order,
      nextMatchId: match.next ? (rowByAa.get(match.next.aa)?.id ?? null) : null,
      nextMatchSlot: match.next ? (match.next.side === 'home' ? 0 : 1) : null,
      createdByUserId: template.createdByUserId,
    })
    .returning();
  return inserted!;
}
