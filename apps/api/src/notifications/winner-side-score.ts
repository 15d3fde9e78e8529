import { formatScore, type MatchScore, type SetScore } from '@tennis/domain';

const swapPart = (part: SetScore): SetScore => ({
  home: part.away,
  away: part.home,
  homeRet: part.awayRet,
  awayRet: part.homeRet,
  homeDef: part.awayDef,
  awayDef: part.homeDef,
});

/** The score as one line written from the winner's side (`6-4 3-6 10-8` for the winner), as players say it. */
export function winnerSideScore(score: MatchScore, winner: 0 | 1 | null): string {
  if (winner !== 1) return formatScore(score);
  return formatScore({ s1: swapPart(score.s1), s2: swapPart(score.s2), st: score.st ? swapPart(score.st) : null });
}
