import { hallOfFameEntries } from '../db/schema/index.js';
import { athensTime, day } from './calendar.js';
import type { SeedContext } from './context.js';
import { MEN_FIRST_NAMES, SURNAMES, WOMEN_FIRST_NAMES } from './names.js';
import type { SeedPlayer } from './players.js';
import { createRandom, type Random } from './random.js';
import { insertRows, stamped } from './rows.js';

// The Hall of Fame of host 1's league for the seasons before the platform ran
// the finals (2019 to 2024), as the back office wrote them: the men's OPEN
// league every year, the women's since 2020, the UNDER 2.5 since it began in
// 2021 and the men's doubles since 2023. Recent podiums are players still on
// the platform; the first seasons' names are kept as they were printed.

type League = Pick<typeof hallOfFameEntries.$inferInsert, 'type' | 'gender' | 'league'> & { since: number };

const LEAGUES: readonly League[] = [
  { type: 'singles', gender: 0, league: 'open', since: 2019 },
  { type: 'singles', gender: 1, league: 'open', since: 2020 },
  { type: 'singles', gender: 0, league: 'under', since: 2021 },
  { type: 'doubles', gender: 0, league: 'open', since: 2023 },
];

const WON_SETS = ['6-1', '6-2', '6-3', '6-4', '6-4', '7-5', '7-6'];
const LOST_SETS = ['3-6', '4-6', '5-7', '6-7'];

/** A final as published, from the champion's side: two sets, or a set each and the super tie-break. */
function finalScore(random: Random): string {
  const set = (won: boolean) => {
    const score = random.pick(won ? WON_SETS : LOST_SETS);
    return score.includes('7-6') || score.includes('6-7') ? `${score}(${random.int(2, 8)})` : score;
  };
  if (!random.chance(0.35)) return `${set(true)} ${set(true)}`;
  const sets = random.chance(0.5) ? [set(true), set(false)] : [set(false), set(true)];
  return `${sets.join(' ')} 10-${random.int(3, 8)}`;
}

/** Names not taken by a player of the platform: the champions of the seasons it did not see. */
function formerNames(random: Random, players: readonly SeedPlayer[]) {
  const taken = new Set(players.map((p) => p.displayName));
  return (gender: 0 | 1) => {
    for (;;) {
      const [masculine, feminine] = random.pick(SURNAMES);
      const name = `${random.pick(gender === 0 ? MEN_FIRST_NAMES : WOMEN_FIRST_NAMES)} ${gender === 0 ? masculine : feminine}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
}

export async function seedHallOfFame(ctx: SeedContext, players: readonly SeedPlayer[]): Promise<number> {
  const random = createRandom('hall-of-fame');
  const former = formerNames(random, players);
  const veterans = players.filter((p) => p.city === 'athens' && !p.newcomer && p.atrp !== null);
  const pools = {
    open: (gender: 0 | 1) =>
      veterans
        .filter((p) => p.gender === gender && (p.atrp as number) >= (gender === 0 ? 4 : 3))
        .sort((a, b) => b.strength - a.strength)
        .slice(0, 8),
    under: () => veterans.filter((p) => p.gender === 0 && (p.atrp === 3 || p.atrp === 3.5)),
  };
  const rows: (typeof hallOfFameEntries.$inferInsert)[] = [];
  for (let year = 2019; year <= 2024; year++) {
    for (const { since, ...league } of LEAGUES) {
      if (year < since) continue;
      const gender = league.gender === 1 ? 1 : 0;
      const pool = random.shuffle(league.league === 'under' ? pools.under() : pools.open(gender));
      const onPlatform = year >= 2022;
      const name = (place: number) => (onPlatform ? pool[place]?.displayName : undefined) ?? former(gender);
      const doubles = league.type === 'doubles';
      const pair = (first: number) => `${name(first)} / ${name(first + 1)}`;
      rows.push({
        year,
        ...league,
        championName: doubles ? pair(0) : name(0),
        runnerUpName: doubles ? pair(2) : name(1),
        // The first seasons' leaflets named no third place.
        thirdName: doubles || year < 2020 ? null : name(2),
        finalScore: finalScore(random),
        ...stamped(athensTime(day(year, 7, 10), 12, 0)),
      });
    }
  }
  await insertRows(ctx.tx, hallOfFameEntries, rows);
  return rows.length;
}
