import { eq } from 'drizzle-orm';
import {
  DEFAULT_MATCH_FORMAT,
  matchFormatOf,
  validateMatchScore,
  type MatchFormat,
  type MatchScore as DomainScore,
  type Side,
} from '@tennis/domain';
import { MATCH_MESSAGES, type TMatchScoreRequest } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { tournamentCategories } from '../db/schema/index.js';
import { SCORE_PARTS, scoreFromRow, scoreToRow, type MatchScore } from '../db/schema/score.js';
import { HttpError, conflict } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { assertNotArchived, lockMatch, updateLockedMatch } from './lock-match.js';
import { runMatchHook } from './match-hooks.js';
import type { MatchRow } from './present-match.js';

const EMPTY = { home: null, away: null, homeRet: false, awayRet: false, homeDef: false, awayDef: false, tb: null };

/** The submitted score with every part present (empty when not played). */
export function storedScoreOf(request: TMatchScoreRequest): MatchScore {
  return Object.fromEntries(SCORE_PARTS.map((part) => [part, request[part] ?? EMPTY])) as MatchScore;
}

/** The format a match is played in: its tournament category's; championships and friendlies play the league's. */
async function matchFormatOfRow(db: DbOrTx, row: { tournamentCategoryId: number | null }): Promise<MatchFormat> {
  if (row.tournamentCategoryId === null) return DEFAULT_MATCH_FORMAT;
  const [category] = await db
    .select({ matchFormat: tournamentCategories.matchFormat })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.id, row.tournamentCategoryId));
  return matchFormatOf(category?.matchFormat);
}

/**
 * The domain's verdict on a submitted score in the match's format: the same
 * check the score form runs. `wo` names the side that gave a walkover (no
 * score then). A refusal is a 422 with the domain's Greek messages by part.
 */
export function validatedWinner(
  score: MatchScore,
  format: MatchFormat = DEFAULT_MATCH_FORMAT,
  wo: Side | null = null,
): 'home' | 'away' {
  const domainScore: DomainScore = { ...score, wo };
  const result = validateMatchScore(domainScore, format);
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
  const wo = request.wo ?? null;
  const locked = await lockMatch(tx, matchId, user);
  const { row } = locked;
  assertNotArchived(locked);
  if (row.state === 'concluded') throw conflict(MATCH_MESSAGES.alreadyConcluded);
  if (row.isBye) throw conflict(MATCH_MESSAGES.bye);
  const hasSides = row.homePlayer1Id !== null && row.awayPlayer1Id !== null;
  if (row.state !== 'initialized' || !hasSides) throw conflict(MATCH_MESSAGES.missingSides);
  const winner = validatedWinner(score, await matchFormatOfRow(tx, row), wo);

  const updated = await updateLockedMatch(tx, row, {
    ...scoreToRow(score),
    walkover: wo !== null,
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
    newValues: {
      state: 'concluded',
      winner: updated.winner,
      walkover: updated.walkover,
      score: scoreFromRow(updated),
    },
  });
  await runMatchHook(row.kind, 'afterConclude', { tx, matchId: row.id });
  return updated;
}
