import { achievements, playerAchievements, type matches } from '../db/schema/index.js';
import { athensTime, day, plusMinutes } from './calendar.js';
import type { SeedChampionshipMatch } from './championship-matches.js';
import type { SeedContext } from './context.js';
import { insertRows, stamped } from './rows.js';
import { isComeback } from './scores.js';

// The achievement catalogue (four families, tiers 1 to 4) and what players
// unlocked with their championship and tournament results, at the match that
// crossed each threshold. Friendlies unlock nothing.

interface Family {
  family: string;
  tiers: readonly { name: string; threshold: number }[];
  describe: (threshold: number) => string;
}

const FAMILIES: readonly Family[] = [
  {
    family: 'wins',
    tiers: [
      { name: 'Πρώτα βήματα', threshold: 3 },
      { name: 'Σταθερή αξία', threshold: 10 },
      { name: 'Ακούραστος νικητής', threshold: 20 },
      { name: 'Θρύλος των γηπέδων', threshold: 30 },
    ],
    describe: (n) => `Κέρδισε ${n} αγώνες.`,
  },
  {
    family: 'matches',
    tiers: [
      { name: 'Τακτικός παίκτης', threshold: 5 },
      { name: 'Φανατικός του τένις', threshold: 15 },
      { name: 'Μαραθωνοδρόμος', threshold: 30 },
      { name: 'Πενηντάρης', threshold: 50 },
    ],
    describe: (n) => `Έπαιξε ${n} αγώνες.`,
  },
  {
    family: 'comebacks',
    tiers: [
      { name: 'Ανατροπή', threshold: 1 },
      { name: 'Δεν τα παρατάω', threshold: 3 },
      { name: 'Μάστορας των ανατροπών', threshold: 5 },
      { name: 'Φοίνικας', threshold: 10 },
    ],
    describe: (n) =>
      n === 1 ? 'Κέρδισε έναν αγώνα αφού έχασε το πρώτο σετ.' : `Κέρδισε ${n} αγώνες αφού έχασε το πρώτο σετ.`,
  },
  {
    family: 'clubs',
    tiers: [
      { name: 'Γνωριμία με τα γήπεδα', threshold: 2 },
      { name: 'Περιπλανώμενος', threshold: 3 },
      { name: 'Ταξιδευτής', threshold: 4 },
      { name: 'Γνώστης κάθε γηπέδου', threshold: 6 },
    ],
    describe: (n) => `Αγωνίστηκε σε ${n} διαφορετικούς ομίλους.`,
  },
];

interface Result {
  matchId: number;
  at: Date;
  championshipId: number | null;
  clubId: number | null;
  winners: number[];
  losers: number[];
  comeback: boolean;
}

export async function seedAchievements(
  ctx: SeedContext,
  championshipMatches: readonly SeedChampionshipMatch[],
  tournamentMatches: readonly (typeof matches.$inferInsert)[],
): Promise<number> {
  const createdAt = athensTime(day(2024, 9, 1), 10, 0);
  const catalogue = FAMILIES.flatMap((family) =>
    family.tiers.map((tier, index) => ({
      id: ctx.ids.next(achievements),
      key: `${family.family}-${tier.threshold}`,
      family: family.family,
      tier: index + 1,
      name: tier.name,
      description: family.describe(tier.threshold),
      threshold: tier.threshold,
      position: index,
      ...stamped(createdAt),
    })),
  );
  await insertRows(ctx.tx, achievements, catalogue);

  const counters = new Map<string, number>();
  const clubsSeen = new Map<number, Set<number>>();
  const unlocked: (typeof playerAchievements.$inferInsert)[] = [];
  const reach = (playerId: number, family: string, reached: number, result: Result) => {
    const tier = catalogue.find((a) => a.family === family && a.threshold === reached);
    if (tier)
      unlocked.push({
        playerId,
        achievementId: tier.id,
        achievedAt: plusMinutes(result.at, 150),
        matchId: result.matchId,
        championshipId: result.championshipId,
      });
  };
  const increment = (playerId: number, family: string, result: Result) => {
    const key = `${playerId}:${family}`;
    const reached = (counters.get(key) ?? 0) + 1;
    counters.set(key, reached);
    reach(playerId, family, reached, result);
  };
  for (const result of collectResults(championshipMatches, tournamentMatches)) {
    for (const playerId of [...result.winners, ...result.losers]) {
      increment(playerId, 'matches', result);
      const seen = clubsSeen.get(playerId) ?? new Set<number>();
      clubsSeen.set(playerId, seen);
      if (result.clubId !== null && !seen.has(result.clubId)) {
        seen.add(result.clubId);
        reach(playerId, 'clubs', seen.size, result);
      }
    }
    for (const playerId of result.winners) {
      increment(playerId, 'wins', result);
      if (result.comeback) increment(playerId, 'comebacks', result);
    }
  }
  await insertRows(ctx.tx, playerAchievements, unlocked);
  return unlocked.length;
}

/** Every result with a score, oldest first. */
function collectResults(
  championshipMatches: readonly SeedChampionshipMatch[],
  tournamentMatches: readonly (typeof matches.$inferInsert)[],
): Result[] {
  const results: Result[] = [];
  for (const match of championshipMatches) {
    if (!match.result) continue;
    const homeWon = match.result.winner === 'home';
    results.push({
      matchId: match.id,
      at: match.scheduledAt,
      championshipId: match.championship.id,
      clubId: match.club.id,
      winners: [(homeWon ? match.home : match.away).player.id],
      losers: [(homeWon ? match.away : match.home).player.id],
      comeback: isComeback(match.result.score, match.result.winner),
    });
  }
  for (const row of tournamentMatches) {
    if (
      row.state !== 'concluded' ||
      row.isBye ||
      row.walkover ||
      !row.scheduledAt ||
      row.winner === null ||
      row.winner === undefined
    )
      continue;
    const home = [row.homePlayer1Id, row.homePlayer2Id].filter((id): id is number => typeof id === 'number');
    const away = [row.awayPlayer1Id, row.awayPlayer2Id].filter((id): id is number => typeof id === 'number');
    const s1 = { home: row.s1Home ?? null, away: row.s1Away ?? null };
    const lostFirstSet =
      s1.home !== null && s1.away !== null && (row.winner === 0 ? s1.away > s1.home : s1.home > s1.away);
    results.push({
      matchId: row.id as number,
      at: row.scheduledAt,
      championshipId: null,
      clubId: row.clubId ?? null,
      winners: row.winner === 0 ? home : away,
      losers: row.winner === 0 ? away : home,
      comeback: lostFirstSet && row.s2Home !== null && row.s2Home !== undefined,
    });
  }
  return results.sort((a, b) => a.at.getTime() - b.at.getTime() || a.matchId - b.matchId);
}
