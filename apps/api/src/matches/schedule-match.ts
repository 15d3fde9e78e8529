import { MATCH_MESSAGES, type TMatchScheduleRequest } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { Tx } from '../db/client.js';
import { conflict } from '../lib/http-error.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { recordRevision } from '../lib/record-revision.js';
import {
  checkClubAndSurface,
  checkCourtFree,
  checkPlayersFree,
  playersOf,
  scheduleInstant,
  type VenueScope,
} from './check-schedule-slot.js';
import { assertNotArchived, lockMatch, updateLockedMatch } from './lock-match.js';
import type { MatchRow } from './present-match.js';

export interface ScheduleChange extends TMatchScheduleRequest {
  /** Championship matches only. */
  phase?: number | undefined;
  orderOfPlayComments?: string | null | undefined;
}

/** A championship match moves among its venues, a tournament match among its host's clubs, a friendly anywhere. */
function venueScopeOf(row: MatchRow): VenueScope {
  if (row.kind === 'championship' && row.championshipId !== null) return { championshipId: row.championshipId };
  if (row.kind === 'tournament' && row.hostId !== null) return { hostId: row.hostId };
  return null;
}

/** Sets when and where a match is played (a concluded match keeps its record). */
export async function scheduleMatch(
  tx: Tx,
  matchId: number,
  user: AuthUser,
  change: ScheduleChange,
): Promise<MatchRow> {
  const at = scheduleInstant(change.scheduledAt);
  const locked = await lockMatch(tx, matchId, user);
  const { row } = locked;
  assertNotArchived(locked);
  if (row.state === 'concluded') throw conflict(MATCH_MESSAGES.alreadyConcluded);
  if (row.isBye) throw conflict(MATCH_MESSAGES.bye);
  await checkClubAndSurface(tx, change.clubId, change.surface, venueScopeOf(row));
  const courtId = change.courtId === undefined ? (change.clubId === row.clubId ? row.courtId : null) : change.courtId;
  if (change.courtId) await checkCourtFree(tx, { ...change, courtId: change.courtId }, at, row.id);
  await checkPlayersFree(tx, playersOf(row), at, row.id);
  const updated = await updateLockedMatch(tx, row, {
    scheduledAt: at,
    clubId: change.clubId,
    courtId,
    surface: change.surface,
    ...(change.phase !== undefined ? { tournamentPhase: change.phase } : {}),
    ...(change.orderOfPlayComments !== undefined ? { orderOfPlayComments: change.orderOfPlayComments || null } : {}),
  });
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: row.id,
    action: 'scheduled',
    oldValues: {
      scheduledAt: row.scheduledAt ? formatAthensDateTime(row.scheduledAt) : null,
      clubId: row.clubId,
      courtId: row.courtId,
      surface: row.surface,
    },
    newValues: { scheduledAt: change.scheduledAt, clubId: change.clubId, courtId, surface: change.surface },
  });
  return updated;
}
