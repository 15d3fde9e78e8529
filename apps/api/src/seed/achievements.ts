import { ACHIEVEMENT_CATALOGUE, unlockAchievements, type AchievementMatch, type SetScore } from '@tennis/domain';
import { achievements, playerAchievements, type matches } from '../db/schema/index.js';
import { athensTime, day, plusMinutes } from './calendar.js';
import type { SeedChampionshipMatch } from './championship-matches.js';
import type { SeedContext } from './context.js';
import { insertRows, stamped } from './rows.js';

// The achievement catalogue of the domain and what players unlocked with
// their championship and tournament results, by the domain's rules (decision
// 030), at the match that crossed each threshold. Friendlies unlock nothing.

type TournamentRow = typeof matches.$inferInsert;

export async function seedAchievements(
  ctx: SeedContext,
  championshipMatches: readonly SeedChampionshipMatch[],
  tournamentMatches: readonly TournamentRow[],
): Promise<number> {
  const createdAt = athensTime(day(2024, 9, 1), 10, 0);
  const catalogue = ACHIEVEMENT_CATALOGUE.map((a) => ({
    id: ctx.ids.next(achievements),
    key: a.key,
    family: a.family,
    tier: a.tier,
    name: a.el.name,
    description: a.el.description,
    threshold: a.threshold,
    position: a.tier - 1,
    ...stamped(createdAt),
  }));
  await insertRows(ctx.tx, achievements, catalogue);
  const idOf = new Map(catalogue.map((a) => [a.key, a.id]));
  const championshipOf = new Map(championshipMatches.map((m) => [m.id, m.championship.id]));

  const results = [...championshipResults(championshipMatches), ...tournamentResults(tournamentMatches)];
  const unlocked = unlockAchievements(results).map((u) => ({
    playerId: u.playerId,
    achievementId: idOf.get(u.key)!,
    achievedAt: plusMinutes(u.at, 150),
    matchId: u.matchId,
    championshipId: championshipOf.get(u.matchId) ?? null,
  }));
  await insertRows(ctx.tx, playerAchievements, unlocked);
  return unlocked.length;
}

function championshipResults(championshipMatches: readonly SeedChampionshipMatch[]): AchievementMatch[] {
  return championshipMatches.flatMap((match) =>
    match.result
      ? [
          {
            id: match.id,
            kind: 'championship' as const,
            at: match.scheduledAt,
            homePlayerIds: [match.home.player.id],
            awayPlayerIds: [match.away.player.id],
            winner: match.result.winner === 'home' ? 0 : 1,
            concluded: true,
            walkover: false,
            score: match.result.score,
            homeRating: match.home.atrp,
            awayRating: match.away.atrp,
            isFinal: false,
          },
        ]
      : [],
  );
}

const part = (
  home: number | null | undefined,
  away: number | null | undefined,
  flags: Partial<SetScore>,
): SetScore => ({
  home: home ?? null,
  away: away ?? null,
  ...flags,
});

function tournamentResults(rows: readonly TournamentRow[]): AchievementMatch[] {
  return rows.flatMap((row) => {
    if (row.state !== 'concluded' || row.isBye || !row.scheduledAt || (row.winner !== 0 && row.winner !== 1)) return [];
    const ids = (a: number | null | undefined, b: number | null | undefined) =>
      [a, b].filter((id): id is number => typeof id === 'number');
    return [
      {
        id: row.id!,
        kind: 'tournament' as const,
        at: row.scheduledAt,
        homePlayerIds: ids(row.homePlayer1Id, row.homePlayer2Id),
        awayPlayerIds: ids(row.awayPlayer1Id, row.awayPlayer2Id),
        winner: row.winner,
        concluded: true,
        walkover: row.walkover ?? false,
        score: {
          s1: part(row.s1Home, row.s1Away, {
            homeRet: row.s1HomeRet,
            awayRet: row.s1AwayRet,
            homeDef: row.s1HomeDef,
            awayDef: row.s1AwayDef,
          }),
          s2: part(row.s2Home, row.s2Away, {
            homeRet: row.s2HomeRet,
            awayRet: row.s2AwayRet,
            homeDef: row.s2HomeDef,
            awayDef: row.s2AwayDef,
          }),
          st: part(row.stHome, row.stAway, {
            homeRet: row.stHomeRet,
            awayRet: row.stAwayRet,
            homeDef: row.stHomeDef,
            awayDef: row.stAwayDef,
          }),
        },
        homeRating: null,
        awayRating: null,
        isFinal: row.tournamentPhase === 2,
      },
    ];
  });
}
