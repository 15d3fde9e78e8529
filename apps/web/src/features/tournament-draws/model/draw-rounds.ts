import type { TDrawMatch } from '@tennis/contracts';

export interface DrawRound {
  phase: number;
  /** i18n key and its count, e.g. ['roundOf', 16]. */
  title: { key: 'final' | 'semifinals' | 'quarterfinals' | 'roundOf'; count: number };
  matches: TDrawMatch[];
}

export function roundTitle(phase: number): DrawRound['title'] {
  if (phase === 2) return { key: 'final', count: 2 };
  if (phase === 4) return { key: 'semifinals', count: 4 };
  if (phase === 8) return { key: 'quarterfinals', count: 8 };
  return { key: 'roundOf', count: phase };
}

/** The main draw as columns, first round on the left and the final on the right, each top to bottom. */
export function drawRounds(matches: readonly TDrawMatch[]): DrawRound[] {
  const phases = [...new Set(matches.map((m) => m.tournamentPhase))].sort((a, b) => b - a);
  return phases.map((phase) => ({
    phase,
    title: roundTitle(phase),
    matches: matches.filter((m) => m.tournamentPhase === phase).sort((a, b) => a.aa - b.aa),
  }));
}

export type DrawMove =
  | 'result'
  | 'proceedBye'
  | 'killQualifierHome'
  | 'killQualifierAway'
  | 'removeQualifierMatch'
  | 'removeHome'
  | 'removeAway'
  | 'media';

/**
 * The options a draw match offers by its state (spec 2 §2 "Match options"): the
 * result and schedule once both sides are known (or to roll back a result),
 * advancing an initialised bye, the qualifier moves on a pending "Q" slot or an
 * unplayed qualifier match, taking entrants out of unplayed entry matches, media.
 */
export function drawMoves(match: TDrawMatch, firstRoundPhase: number): DrawMove[] {
  const moves: DrawMove[] = [];
  const entryMatch = match.isQualifierMatch || match.tournamentPhase === firstRoundPhase;
  const unplayed = match.state !== 'concluded';
  if (!match.bye && (match.state === 'initialized' || (match.state === 'concluded' && match.canBeRolledBack)))
    moves.push('result');
  if (match.bye && match.state === 'initialized') moves.push('proceedBye');
  if (unplayed && !match.isQualifierMatch) {
    if (/^Q\d+$/.test(match.homeLabel) && match.home.players.length === 0) moves.push('killQualifierHome');
    if (/^Q\d+$/.test(match.awayLabel) && match.away.players.length === 0) moves.push('killQualifierAway');
  }
  if (match.isQualifierMatch && unplayed) moves.push('removeQualifierMatch');
  if (entryMatch && unplayed) {
    if (match.home.players.length > 0 && !/^Q\d+$/.test(match.homeLabel)) moves.push('removeHome');
    if (match.away.players.length > 0 && !/^Q\d+$/.test(match.awayLabel)) moves.push('removeAway');
  }
  if (!match.bye && match.state !== 'uninitialized') moves.push('media');
  return moves;
}
