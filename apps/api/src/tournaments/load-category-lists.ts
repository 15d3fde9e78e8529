import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { LANDING_RESULTS_PER_CATEGORY, type TCategoryEntry, type TCategoryLists } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { doublesTeams, matches, participations, players, tournamentCategories } from '../db/schema/index.js';
import { presentMatches } from '../matches/present-matches.js';

// The landing page's lists (issue 14.18): who is in each visible category and
// its latest results. Public reads: the same answer for everyone.

/** Stops one busy tournament from reading every match it ever had for eight lines a category. */
const RESULTS_READ_LIMIT = 400;

type EntrantRow = {
  id: number;
  categoryId: number;
  playerId: number;
  displayName: string;
  doublesTeamId: number | null;
  player1Id: number | null;
  seed: number | null;
  entryStatus: TCategoryEntry['entryStatus'];
};

/** One entry per singles player; a doubles pair's two rows become one entry, under its player 1's row. */
function entriesOf(rows: EntrantRow[]): TCategoryEntry[] {
  const entries: TCategoryEntry[] = [];
  const pairs = new Map<number, EntrantRow[]>();
  for (const row of rows) {
    if (row.doublesTeamId === null) {
      entries.push({
        participationId: row.id,
        displayName: row.displayName,
        players: [{ id: row.playerId, displayName: row.displayName }],
        seed: row.seed,
        entryStatus: row.entryStatus,
      });
    } else pairs.set(row.doublesTeamId, [...(pairs.get(row.doublesTeamId) ?? []), row]);
  }
  for (const pair of pairs.values()) {
    const ordered = [...pair].sort((a, b) => Number(b.playerId === b.player1Id) - Number(a.playerId === a.player1Id));
    const first = ordered[0]!;
    entries.push({
      participationId: first.id,
      displayName: ordered.map((row) => row.displayName).join(' / '),
      players: ordered.map((row) => ({ id: row.playerId, displayName: row.displayName })),
      seed: first.seed,
      entryStatus: first.entryStatus,
    });
  }
  return entries.sort(
    (a, b) =>
      (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) ||
      a.displayName.localeCompare(b.displayName, 'el'),
  );
}

export async function loadCategoryLists(db: DbOrTx, tournamentId: number): Promise<TCategoryLists[]> {
  const categories = await db
    .select()
    .from(tournamentCategories)
    .where(and(eq(tournamentCategories.tournamentId, tournamentId), eq(tournamentCategories.visible, true)))
    .orderBy(asc(tournamentCategories.position), asc(tournamentCategories.id));
  if (categories.length === 0) return [];
  const ids = categories.map((category) => category.id);
  const entrants = await db
    .select({
      id: participations.id,
      categoryId: participations.tournamentCategoryId,
      playerId: participations.playerId,
      displayName: players.displayName,
      doublesTeamId: participations.doublesTeamId,
      player1Id: doublesTeams.player1Id,
      seed: participations.seed,
      entryStatus: participations.entryStatus,
    })
    .from(participations)
    .innerJoin(players, eq(players.id, participations.playerId))
    .leftJoin(doublesTeams, eq(doublesTeams.id, participations.doublesTeamId))
    .where(and(inArray(participations.tournamentCategoryId, ids), eq(participations.state, 'approved')));
  const played = await db
    .select()
    .from(matches)
    .where(
      and(
        inArray(matches.tournamentCategoryId, ids),
        eq(matches.state, 'concluded'),
        eq(matches.isBye, false),
        isNotNull(matches.concludedAt),
      ),
    )
    .orderBy(desc(matches.concludedAt), desc(matches.id))
    .limit(RESULTS_READ_LIMIT);
  const latest = ids.flatMap((id) =>
    played.filter((row) => row.tournamentCategoryId === id).slice(0, LANDING_RESULTS_PER_CATEGORY),
  );
  const presented = new Map((await presentMatches(db, latest, null)).map((match) => [match.id, match]));
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    type: category.type,
    matchFormat: category.matchFormat,
    initialized: category.state !== 'uninitialized',
    entries: entriesOf(entrants.filter((row) => row.categoryId === category.id)),
    results: latest.filter((row) => row.tournamentCategoryId === category.id).map((row) => presented.get(row.id)!),
  }));
}
