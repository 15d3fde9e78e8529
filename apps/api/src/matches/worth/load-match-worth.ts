import { inArray } from 'drizzle-orm';
import { championshipPhaseOf, matchWorth, type SideWorth } from '@tennis/domain';
import { MATCH_WORTH_MESSAGES, type TMatchWorthResponse, type TSideWorth } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { players } from '../../db/schema/index.js';
import {
  loadStandingsMatches,
  loadStandingsParticipations,
} from '../../championships/standings/load-standings-inputs.js';
import { conflict } from '../../lib/http-error.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import type { MatchRow } from '../present-match.js';

/**
 * What each side of a Regular Season championship singles match not yet
 * played would get from a win (decision 006's rules on a copy of the season).
 * Anything else (a knockout, a concluded match, a friendly) has no such worth: 409.
 */
export async function loadMatchWorth(db: DbOrTx, row: MatchRow): Promise<TMatchWorthResponse['data']> {
  const applicable =
    row.kind === 'championship' &&
    row.type === 'singles' &&
    row.state !== 'concluded' &&
    championshipPhaseOf(row.tournamentPhase) === 'regular-season' &&
    row.championshipId !== null &&
    row.homePlayer1Id !== null &&
    row.awayPlayer1Id !== null;
  if (!applicable) throw conflict(MATCH_WORTH_MESSAGES.notApplicable);
  // Not yet scheduled: as if played now, in this month's race.
  const worth = await loadPairWorth(db, row.championshipId!, row.homePlayer1Id!, row.awayPlayer1Id!, row.scheduledAt);
  return { ...worth, matchId: row.id };
}

/**
 * What a win would give each of two approved players of a championship were
 * they to meet on `playedAt` (now, if not given): the schedule screen asks it
 * before the match exists. 409 unless both are ranked participants.
 */
export async function loadPairWorth(
  db: DbOrTx,
  championshipId: number,
  homePlayerId: number,
  awayPlayerId: number,
  playedAtInstant: Date | null = null,
): Promise<TMatchWorthResponse['data']> {
  if (homePlayerId === awayPlayerId) throw conflict(MATCH_WORTH_MESSAGES.notRanked);
  const [participations, matches, names] = await Promise.all([
    loadStandingsParticipations(db, championshipId),
    loadStandingsMatches(db, championshipId),
    db
      .select({ id: players.id, displayName: players.displayName })
      .from(players)
      .where(inArray(players.id, [homePlayerId, awayPlayerId])),
  ]);
  const home = participations.find((p) => p.playerId === homePlayerId);
  const away = participations.find((p) => p.playerId === awayPlayerId);
  if (!home || !away) throw conflict(MATCH_WORTH_MESSAGES.notRanked);
  const playedAt = formatAthensDateTime(playedAtInstant ?? new Date());
  const worth = matchWorth(participations, matches, {
    homeParticipationId: home.id,
    awayParticipationId: away.id,
    playedAt,
  });
  const side = (value: SideWorth, playerId: number): TSideWorth => {
    const { participationId: _participationId, ...rest } = value;
    return { playerId, displayName: names.find((n) => n.id === playerId)?.displayName ?? '', ...rest };
  };
  return {
    matchId: null,
    raceMonth: playedAt.slice(0, 7),
    home: side(worth.home, home.playerId),
    away: side(worth.away, away.playerId),
  };
}
