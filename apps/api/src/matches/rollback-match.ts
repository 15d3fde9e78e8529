import { MATCH_MESSAGES } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { Tx } from '../db/client.js';
import { scoreFromRow, scoreToRow } from '../db/schema/score.js';
import { conflict } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { assertNotArchived, lockMatch, updateLockedMatch } from './lock-match.js';
import { runMatchHook } from './match-hooks.js';
import type { MatchRow } from './present-match.js';

/** Takes a result back: the match is scheduled again with no score, and its kind undoes what the result did. */
export async function rollbackMatch(tx: Tx, matchId: number, user: AuthUser): Promise<MatchRow> {
  const locked = await lockMatch(tx, matchId, user);
  const { row } = locked;
  assertNotArchived(locked);
  if (row.state !== 'concluded' || row.isBye) throw conflict(MATCH_MESSAGES.notConcluded);
  const updated = await updateLockedMatch(tx, row, {
    ...scoreToRow(null),
    winner: null,
    state: 'initialized',
    walkover: false,
    concludedAt: null,
    homePoints: null,
    awayPoints: null,
  });
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: row.id,
    action: 'rolled-back',
    oldValues: { state: row.state, winner: row.winner, score: scoreFromRow(row) },
    newValues: { state: 'initialized' },
  });
  await runMatchHook(row.kind, 'afterRollback', { tx, matchId: row.id });
  return updated;
}
