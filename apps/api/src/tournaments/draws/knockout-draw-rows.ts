import { and, eq, isNull } from 'drizzle-orm';
import type { DrawMatch, DrawSide, DrawSlot, KnockoutDraw } from '@tennis/domain';
import type { DbOrTx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import type { MatchRow } from '../../matches/present-match.js';
import { loadDrawEntrants, type DrawEntrant } from './draw-entrants.js';

// A knockout draw is stored the way the demo data stores it: one `matches`
// row per draw match (aa, tournament phase, next match and slot), a side
// holding a participation, a pending qualifier (its number) or nothing (a BYE
// in a bye match, an open line otherwise). These two functions turn the rows
// into the domain's draw and a changed draw back into row values.

export interface StoredKnockoutDraw {
  draw: KnockoutDraw<number>;
  rowByAa: Map<number, MatchRow>;
  entrants: Map<number, DrawEntrant>;
}

async function loadKnockoutRows(db: DbOrTx, categoryId: number): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentCategoryId, categoryId), isNull(matches.roundRobinGroupId)))
    .orderBy(matches.aa);
}

/** The draw of a category, or null when it has no knockout matches. */
export async function loadKnockoutDraw(
  db: DbOrTx,
  categoryId: number,
  drawSize: number | null,
): Promise<StoredKnockoutDraw | null> {
  const rows = await loadKnockoutRows(db, categoryId);
  if (rows.length === 0 || drawSize === null) return null;
  const entrants = await loadDrawEntrants(
    db,
    rows.flatMap((row) => [row.homeParticipationId, row.awayParticipationId]).filter((id): id is number => id !== null),
  );
  const aaById = new Map(rows.map((row) => [row.id, row.aa as number]));
  const toMatch = (row: MatchRow): DrawMatch<number> => {
    const aa = row.aa as number;
    const phase = row.tournamentPhase as number;
    return {
      aa,
      tournamentPhase: phase,
      order: aa < 0 ? -aa : aa - (drawSize - phase),
      isQualifierMatch: aa < 0,
      home: slotOf(row, 'home', entrants),
      away: slotOf(row, 'away', entrants),
      winner: row.winner === null ? null : row.winner === 0 ? 'home' : 'away',
      next:
        row.nextMatchId === null
          ? null
          : { aa: aaById.get(row.nextMatchId) as number, side: row.nextMatchSlot === 1 ? 'away' : 'home' },
    };
  };
  const main = rows.filter((row) => (row.aa as number) > 0).map(toMatch);
  const qualifiers = rows
    .filter((row) => (row.aa as number) < 0)
    .map(toMatch)
    .sort((a, b) => b.aa - a.aa);
  const placed = new Set(rows.flatMap((row) => [row.homeParticipationId, row.awayParticipationId]));
  return {
    draw: { drawSize, matches: main, qualifierMatches: qualifiers, unplaced: [] },
    rowByAa: new Map(rows.map((row) => [row.aa as number, row])),
    entrants: new Map([...entrants].filter(([id]) => placed.has(id))),
  };
}

function slotOf(row: MatchRow, side: DrawSide, entrants: Map<number, DrawEntrant>): DrawSlot<number> {
  const participationId = side === 'home' ? row.homeParticipationId : row.awayParticipationId;
  const qualifier = side === 'home' ? row.homeQualifierNumber : row.awayQualifierNumber;
  if (participationId !== null) {
    return {
      kind: 'participant',
      id: participationId,
      seed: qualifier === null ? (entrants.get(participationId)?.seed ?? null) : null,
      qualifier,
    };
  }
  if (qualifier !== null) return { kind: 'qualifier', qualifier };
  if ((side === 'home' ? row.homeCustomLabel : row.awayCustomLabel) === BYE) return { kind: 'bye' };
  // Draws stored without labels mark only the match as a bye: its empty side is the BYE.
  const other =
    side === 'home'
      ? (row.awayParticipationId ?? row.awayQualifierNumber)
      : (row.homeParticipationId ?? row.homeQualifierNumber);
  return row.isBye && other !== null ? { kind: 'bye' } : { kind: 'open' };
}

const BYE = 'BYE';
