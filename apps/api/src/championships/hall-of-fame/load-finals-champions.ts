import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { MAIN_HOST_ID, type THallOfFameChampion } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { championships, matches, players, tournaments } from '../../db/schema/index.js';
import { playerPictureUrl } from '../../lib/public-file-urls.js';
import { scoreText, type MatchRow } from '../../matches/present-match.js';

// The champions of the platform's own finals (spec 3 §9: the regular season's
// top four and four from the knockouts, two groups of four, semi-finals, then
// a final). Nothing is stored for them: a championship whose finals
// tournament has a decided final has its champion, the final's winner, and
// the page shows them as soon as the final is scored.

/** Players left in the round: 2 is the final (matches.tournament_phase). */
const FINAL_PHASE = 2;

type Person = { displayName: string; profilePicturePath: string | null };

const sidePlayerIds = (match: MatchRow, side: 0 | 1): number[] =>
  (side === 0 ? [match.homePlayer1Id, match.homePlayer2Id] : [match.awayPlayer1Id, match.awayPlayer2Id]).filter(
    (id): id is number => id !== null,
  );

/**
 * Each main-host championship's decided final, one per championship: the
 * knockout final of its finals tournament (no group match, no qualifier),
 * the latest concluded if the tournament has several. Drafts are not public.
 */
function loadDecidedFinals(db: DbOrTx) {
  return db
    .selectDistinctOn([championships.id], {
      championship: {
        name: championships.name,
        slug: championships.slug,
        type: championships.type,
        gender: championships.gender,
        endingYear: championships.endingYear,
      },
      match: matches,
    })
    .from(championships)
    .innerJoin(tournaments, and(eq(tournaments.id, championships.finalsTournamentId), ne(tournaments.state, 'draft')))
    .innerJoin(
      matches,
      and(
        eq(matches.tournamentId, tournaments.id),
        eq(matches.tournamentPhase, FINAL_PHASE),
        isNull(matches.roundRobinGroupId),
        isNull(matches.qualifierNumber),
        eq(matches.state, 'concluded'),
        isNotNull(matches.winner),
      ),
    )
    .where(and(eq(championships.hostId, MAIN_HOST_ID), ne(championships.state, 'draft')))
    .orderBy(championships.id, desc(matches.concludedAt), desc(matches.id));
}

async function loadPeople(db: DbOrTx, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, displayName: players.displayName, profilePicturePath: players.profilePicturePath })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The champions of the finals the platform ran; the season is the year its finals were played. */
export async function loadFinalsChampions(db: DbOrTx): Promise<THallOfFameChampion[]> {
  const finals = await loadDecidedFinals(db);
  const people = await loadPeople(db, [
    ...new Set(finals.flatMap(({ match }) => [...sidePlayerIds(match, 0), ...sidePlayerIds(match, 1)])),
  ]);
  const namesOf = (ids: number[]) => ids.map((id) => people.get(id)?.displayName ?? `#${id}`).join(' / ');
  return finals.map(({ championship, match }) => {
    const winner = match.winner === 1 ? 1 : 0;
    const champions = sidePlayerIds(match, winner);
    const finalists = sidePlayerIds(match, winner === 0 ? 1 : 0);
    // A singles champion's own profile picture is their photo; a pair has none of its own.
    const [solo] = champions.length === 1 ? champions : [];
    const picture = solo === undefined ? null : (people.get(solo)?.profilePicturePath ?? null);
    return {
      id: null,
      source: 'finals',
      year: championship.endingYear,
      type: championship.type,
      gender: championship.gender,
      league: 'open',
      championName: namesOf(champions),
      runnerUpName: finalists.length > 0 ? namesOf(finalists) : null,
      thirdName: null,
      finalScore: scoreText(match) || null,
      photoUrl: solo !== undefined && picture ? playerPictureUrl(solo, picture) : null,
      championship: { slug: championship.slug, name: championship.name },
    };
  });
}
