import type { TTodsMatchUp, TTodsPositionAssignment, TTodsSet } from '@tennis/contracts';
import { matchFormatOf, todsOutcome, todsSets } from '@tennis/domain';
import { scoreFromRow } from '../../db/schema/score.js';
import type { matches } from '../../db/schema/index.js';

export type MatchRow = typeof matches.$inferSelect;

/** Names a participation as a TODS participant ("player-12", "pair-3"); null for an empty slot. */
export type ParticipantOf = (participationId: number | null) => string | undefined;

const swapSet = (set: TTodsSet): TTodsSet => ({
  setNumber: set.setNumber,
  ...(set.side2Score !== undefined && { side1Score: set.side2Score, side2Score: set.side1Score }),
  ...(set.side2TiebreakScore !== undefined && {
    side1TiebreakScore: set.side2TiebreakScore,
    side2TiebreakScore: set.side1TiebreakScore,
  }),
  ...(set.winningSide !== undefined && { winningSide: set.winningSide === 1 ? 2 : 1 }),
});

/**
 * One match as a TODS matchUp between two places of its structure. TODS reads
 * side 1 as the lower place, so a match whose home side holds the higher
 * place is written the other way round, its sets and winner too.
 */
export function todsMatchUp(
  match: MatchRow,
  format: string,
  places: [number | undefined, number | undefined],
  round?: { roundNumber: number; roundPosition: number },
): TTodsMatchUp {
  const swapped = places[0] !== undefined && places[1] !== undefined && places[0] > places[1];
  const drawPositions = (swapped ? [places[1], places[0]] : places).filter((p): p is number => p !== undefined);
  const matchUp: TTodsMatchUp = {
    matchUpId: `match-${match.id}`,
    matchUpType: match.type === 'doubles' ? 'DOUBLES' : 'SINGLES',
    matchUpFormat: format,
    ...round,
    drawPositions,
    matchUpStatus: match.isBye ? 'BYE' : 'TO_BE_PLAYED',
  };
  if (match.isBye || match.state !== 'concluded' || match.winner === null) return matchUp;
  const score = { ...scoreFromRow(match), wo: match.walkover ? (match.winner === 0 ? 'away' : 'home') : null } as const;
  const sets = todsSets(score, matchFormatOf(format));
  const homeWon = match.winner === 0;
  return {
    ...matchUp,
    matchUpStatus: todsOutcome(score),
    winningSide: homeWon !== swapped ? 1 : 2,
    score: { sets: swapped ? sets.map(swapSet) : sets },
  };
}

/**
 * A knockout as TODS places it: the last round's matches (one final, or one
 * per qualifier slot) take round positions 1…n, and each match's feeders the
 * two positions below it, the home slot first; the first round's match at
 * position p puts its home side on place 2p-1 and its away side on 2p. A later
 * match meets the places its feeders' winners came from.
 */
export function eliminationStructure(
  rows: readonly MatchRow[],
  format: string,
  participantOf: ParticipantOf,
): { matchUps: TTodsMatchUp[]; positionAssignments: TTodsPositionAssignment[] } {
  const ids = new Set(rows.map((row) => row.id));
  const feeders = new Map<number, MatchRow[]>();
  for (const row of rows)
    if (row.nextMatchId !== null && ids.has(row.nextMatchId))
      feeders.set(row.nextMatchId, [...(feeders.get(row.nextMatchId) ?? []), row]);
  const roots = rows
    .filter((row) => row.nextMatchId === null || !ids.has(row.nextMatchId))
    .sort((a, b) => (a.qualifierNumber ?? 0) - (b.qualifierNumber ?? 0) || (a.aa ?? 0) - (b.aa ?? 0));

  // Levels from the last round down: each match with its round position.
  const levels: { row: MatchRow; position: number }[][] = [roots.map((row, i) => ({ row, position: i + 1 }))];
  for (;;) {
    const below = levels[levels.length - 1]!.flatMap(({ row, position }) =>
      (feeders.get(row.id) ?? []).map((feeder) => ({
        row: feeder,
        position: 2 * position - 1 + (feeder.nextMatchSlot ?? 0),
      })),
    );
    if (below.length === 0) break;
    levels.push(below);
  }
  const rounds = levels.length;
  const placesOf = new Map<number, [number | undefined, number | undefined]>();
  const winnerPlace = (row: MatchRow): number | undefined => {
    const places = placesOf.get(row.id);
    const winner = row.isBye ? (row.homeParticipationId !== null ? 0 : 1) : row.winner;
    return places && (row.isBye || row.state === 'concluded') && winner !== null ? places[winner] : undefined;
  };

  const positionAssignments: TTodsPositionAssignment[] = [];
  const matchUps: TTodsMatchUp[] = [];
  for (let level = rounds - 1; level >= 0; level -= 1) {
    const roundNumber = rounds - level;
    for (const { row, position } of levels[level]!) {
      let places: [number | undefined, number | undefined];
      if (roundNumber === 1) {
        places = [2 * position - 1, 2 * position];
        for (const [side, participationId, qualifierNumber] of [
          [0, row.homeParticipationId, row.homeQualifierNumber],
          [1, row.awayParticipationId, row.awayQualifierNumber],
        ] as const) {
          const participantId = participantOf(participationId);
          positionAssignments.push({
            drawPosition: places[side]!,
            ...(participantId !== undefined
              ? { participantId }
              : row.isBye
                ? { bye: true }
                : qualifierNumber !== null
                  ? { qualifier: true }
                  : {}),
          });
        }
      } else {
        const from = (slot: number) => {
          const feeder = (feeders.get(row.id) ?? []).find((f) => (f.nextMatchSlot ?? 0) === slot);
          return feeder ? winnerPlace(feeder) : undefined;
        };
        places = [from(0), from(1)];
      }
      placesOf.set(row.id, places);
      matchUps.push(todsMatchUp(row, format, places, { roundNumber, roundPosition: position }));
    }
  }
  return { matchUps, positionAssignments: positionAssignments.sort((a, b) => a.drawPosition - b.drawPosition) };
}
