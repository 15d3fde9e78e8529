import { validateMatchScore, type MatchScore as DomainScore } from '@tennis/domain';
import { MATCH_MESSAGES, type TMatchScoreRequest } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { Tx } from '../db/client.js';
import { scoreFromRow, scoreToRow, type MatchScore } from '../db/schema/score.js';
import { HttpError, conflict } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { assertNotArchived, lockMatch, updateLockedMatch } from './lock-match.js';
import { runMatchHook } from './match-hooks.js';
import type { MatchRow } from './present-match.js';

const EMPTY = { home: null, away: null, homeRet: false, awayRet: false, homeDef: false, awayDef: false };

/** The submitted score with the super tie-break always present (empty when not played). */
export function storedScoreOf(request: TMatchScoreRequest): MatchScore {
  return { s1: request.s1, s2: request.s2, st: request.st ?? EMPTY };
}

/**
 * The domain's verdict on a submitted score: the same check the score form
 * runs. A refusal is a 422 with the domain's Greek messages by part.
 */
export function validatedWinner(score: MatchScore): 'home' | 'away' {
  const domainScore: DomainScore = { s1: score.s1, s2: score.s2, st: score.st };
  const result = validateMatchScore(domainScore);
  if (result.ok) return result.winner;
  const first = Object.values(result.errors)[0]?.[0] ?? MATCH_MESSAGES.alreadyConcluded;
  throw new HttpError(422, first, result.errors);
}

/**
 * Enters a score and concludes the match, then lets the match's kind react
 * (standings, draw advancement) in the same transaction. Two scorers at once:
 * the second waits on the row lock and is refused as already concluded.
 */
export async function scoreMatch(
  tx: Tx,
  matchId: number,
  user: AuthUser,
  request: TMatchScoreRequest,
): Promise<MatchRow> {
  const score = storedScoreOf(request);
  const winner = validatedWinner(score);
  const locked = await lockMatch(tx, matchId, user);
  const { row } = locked;
  assertNotArchived(locked);
  if (row.state === 'concluded') throw conflict(MATCH_MESSAGES.alreadyConcluded);
  if (row.isBye) throw conflict(MATCH_MESSAGES.bye);
  const hasSides = row.homePlayer1Id !== null && row.awayPlayer1Id !== null;
  if (row.state !== 'initialized' || !hasSides) throw conflict(MATCH_MESSAGES.missingSides);

  const updated = await updateLockedMatch(tx, row, {
    ...scoreToRow(score),
    winner: winner === 'home' ? 0 : 1,
    state: 'concluded',
    suspended: false,
    concludedAt: new Date(),
  });
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: row.id,
    action: 'scored',
    oldValues: { state: row.state },
    newValues: { state: 'concluded', winner: updated.winner, score: scoreFromRow(updated) },
  });
  await runMatchHook(row.kind, 'afterConclude', { tx, matchId: row.id });
  return updated;
}
