import { HALL_OF_FAME_FIRST_YEAR, type THallOfFame, type THallOfFameChampion } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';
import { hallOfFameEntries } from '../../db/schema/index.js';
import { canEditHallOfFame } from './hall-of-fame-policy.js';
import { loadFinalsChampions } from './load-finals-champions.js';
import { presentHallOfFameEntry } from './present-hall-of-fame-entry.js';

/** The last season before the platform ran the finals: the page always lists every season up to it. */
const LAST_SEASON_BEFORE_THE_PLATFORM = 2024;

const leagueKey = (c: Pick<THallOfFameChampion, 'year' | 'type' | 'gender' | 'league'>) =>
  `${c.year}:${c.type}:${c.gender}:${c.league}`;

const TYPE_ORDER = { singles: 0, doubles: 1 } as const;
const LEAGUE_ORDER = { open: 0, under: 1 } as const;

/** Singles before doubles, OPEN before UNDER 2.5, then men, women, mixed. */
const byLeague = (a: THallOfFameChampion, b: THallOfFameChampion) =>
  TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || LEAGUE_ORDER[a.league] - LEAGUE_ORDER[b.league] || a.gender - b.gender;

/**
 * Every season from the first, newest first, with its champions from both
 * sources. An entry the back office wrote for a league the platform's finals
 * also decided stands in for the derived one: that is how a correction, or a
 * photo of the winning pair, reaches the page.
 */
export async function loadHallOfFame(db: DbOrTx, user: AuthUser | null): Promise<THallOfFame> {
  const entries = (await db.select().from(hallOfFameEntries)).map(presentHallOfFameEntry);
  const written = new Set(entries.map(leagueKey));
  const derived = (await loadFinalsChampions(db)).filter((champion) => !written.has(leagueKey(champion)));
  const champions = [...entries, ...derived];
  const newest = Math.max(LAST_SEASON_BEFORE_THE_PLATFORM, ...champions.map((c) => c.year));
  const years = Array.from({ length: newest - HALL_OF_FAME_FIRST_YEAR + 1 }, (_, at) => {
    const year = newest - at;
    return { year, champions: champions.filter((c) => c.year === year).sort(byLeague) };
  });
  return { years, permissions: { manage: canEditHallOfFame(user) } };
}
