import { REGULAR_SEASON_PHASE, type ChampionshipPhaseCode } from '@tennis/domain';
import type { Db } from '../../db/client.js';
import { championshipParticipations, matches } from '../../db/schema/index.js';
import { buildChampionship, buildPlayer } from '../../test/build-records.js';

// A season written straight to the database for the standings tests:
// players with their ATRP and status, and concluded matches of every kind.

export interface SeasonPlayer {
  atrp: number;
  status: 'play' | 'pause' | 'off';
}

export interface SeasonMatch {
  home: number;
  away: number;
  winner: 'home' | 'away';
  kind?: 'normal' | 'ret' | 'def' | 'walkover';
  phase?: ChampionshipPhaseCode;
  /** Athens wall time, e.g. '2026-11-03 18:00'. */
  at: string;
}

/** An Athens wall time (winter, UTC+2) as an instant. */
const athensInstant = (wallTime: string) => new Date(`${wallTime.replace(' ', 'T')}:00+02:00`);

export async function insertSeasonMatch(
  db: Db,
  championshipId: number,
  playerIds: readonly number[],
  match: SeasonMatch,
): Promise<number> {
  const kind = match.kind ?? 'normal';
  const loser = match.winner === 'home' ? 'Away' : 'Home';
  const homeWon = match.winner === 'home';
  const [row] = await db
    .insert(matches)
    .values({
      kind: 'championship',
      hostId: 1,
      championshipId,
      homePlayer1Id: playerIds[match.home]!,
      awayPlayer1Id: playerIds[match.away]!,
      tournamentPhase: match.phase ?? REGULAR_SEASON_PHASE,
      state: 'concluded',
      winner: homeWon ? 0 : 1,
      walkover: kind === 'walkover',
      s1Home: kind === 'walkover' ? null : homeWon ? 6 : 3,
      s1Away: kind === 'walkover' ? null : homeWon ? 3 : 6,
      s2Home: kind === 'normal' ? (homeWon ? 6 : 2) : kind === 'walkover' ? null : 1,
      s2Away: kind === 'normal' ? (homeWon ? 2 : 6) : kind === 'walkover' ? null : 1,
      [`s2${loser}Ret`]: kind === 'ret',
      [`s2${loser}Def`]: kind === 'def',
      scheduledAt: athensInstant(match.at),
      concludedAt: athensInstant(match.at),
    })
    .returning({ id: matches.id });
  return row!.id;
}

export async function buildSeason(db: Db, roster: readonly SeasonPlayer[], season: readonly SeasonMatch[]) {
  const championship = await buildChampionship(db, { openUnder: true, participationsOpen: true });
  const playerIds: number[] = [];
  const participationIds: number[] = [];
  for (const [index, entry] of roster.entries()) {
    const player = await buildPlayer(db, { name: 'Παίκτης', surname: `Αριθμός ${index + 1}` });
    const [participation] = await db
      .insert(championshipParticipations)
      .values({
        championshipId: championship.id,
        playerId: player.id,
        state: 'approved',
        atrp: entry.atrp,
        status: entry.status,
      })
      .returning({ id: championshipParticipations.id });
    playerIds.push(player.id);
    participationIds.push(participation!.id);
  }
  for (const match of season) await insertSeasonMatch(db, championship.id, playerIds, match);
  return { championship, playerIds, participationIds };
}
