import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { formatCredits } from '@tennis/domain';
import { isFlagOn, type TPlayerDetails, type TPlayerDetailsQuery } from '@tennis/contracts';
import type { Actor } from '../auth/policy.js';
import { playerPictureUrl } from '../lib/public-file-urls.js';
import type { DbOrTx } from '../db/client.js';
import {
  achievements,
  availabilityEvents,
  championshipParticipations,
  championships,
  matches,
  playerAchievements,
  players,
  wallets,
} from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { presentMatches } from '../matches/present-matches.js';
import { mayReadAvailability } from './availability/availability-access.js';
import { canSeeContact, canSeeWallet, isSelf } from './player-access.js';
import {
  comingMatchesOf,
  countedResultsOf,
  matchYear,
  newestFirst,
  visibleMatchesOf,
  wonBy,
} from './player-match-scope.js';

/** The latest results the profile lists and the form reads. */
const RECENT = 5;
/** The latest achievements the profile shows. */
const LATEST_ACHIEVEMENTS = 6;
const AVAILABILITY_LIMIT = 100;

type PlayerRow = typeof players.$inferSelect;

/** A player's details (spec 3 §7 "Player details load"): the basics, plus what the query includes. */
export async function loadPlayerDetails(
  db: DbOrTx,
  actor: Actor,
  playerId: number,
  query: TPlayerDetailsQuery,
): Promise<TPlayerDetails | null> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) return null;
  const self = isSelf(actor, player);
  const viewWallet = canSeeWallet(actor, player);
  const viewAvailability = await mayReadAvailability(db, actor, player);
  const visible = visibleMatchesOf(player.id, self);
  const [next, recent, years] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(comingMatchesOf(player.id, self))
      .orderBy(asc(matches.scheduledAt), asc(matches.id))
      .limit(1),
    db
      .select()
      .from(matches)
      .where(and(visible, eq(matches.state, 'concluded')))
      .orderBy(...newestFirst)
      .limit(isFlagOn(query.includeRecentResults) ? RECENT : 1),
    db
      .selectDistinct({ year: matchYear })
      .from(matches)
      .where(and(visible, sql`${matches.scheduledAt} is not null or ${matches.concludedAt} is not null`))
      .orderBy(desc(matchYear)),
  ]);
  // One presentation for both lists: its lookups (names, clubs, events) are read once.
  const presented = await presentMatches(db, [...next, ...recent], actor.user);
  const presentedNext = presented.slice(0, next.length);
  const presentedRecent = presented.slice(next.length);
  const details: TPlayerDetails = {
    id: player.id,
    name: player.name,
    surname: player.surname,
    displayName: player.displayName,
    gender: player.gender === 1 ? 1 : 0,
    atrp: player.atrp,
    profilePictureUrl: player.profilePicturePath ? playerPictureUrl(player.id, player.profilePicturePath) : null,
    createdAt: formatAthensDateTime(player.createdAt),
    contact: canSeeContact(actor, player)
      ? { countryCallingCode: player.countryCallingCode, phone: player.phone, email: player.email }
      : null,
    self,
    years: years.map((row) => row.year).filter((year) => Number.isInteger(year)),
    nextMatch: presentedNext[0] ?? null,
    lastMatch: presentedRecent[0] ?? null,
    permissions: { viewWallet, viewAvailability },
  };
  if (isFlagOn(query.includeRecentResults)) details.recentResults = presentedRecent;
  if (isFlagOn(query.includeCurrentForm)) details.currentForm = await loadCurrentForm(db, player.id);
  if (isFlagOn(query.includeCurrentRank)) details.currentRank = await loadCurrentRank(db, player.id, query);
  if (isFlagOn(query.includeAchievements)) Object.assign(details, await loadAchievements(db, player.id));
  if (query.championshipId !== undefined)
    details.championship = { id: query.championshipId, balls: await countBalls(db, player, query.championshipId) };
  if (isFlagOn(query.includeAvailability) && viewAvailability)
    details.availability = await loadAvailability(db, player.id);
  if (isFlagOn(query.includeWalletInfo) && viewWallet) details.wallet = await loadWalletInfo(db, player.id);
  return details;
}

/** The last five decided results, newest first. */
async function loadCurrentForm(db: DbOrTx, playerId: number): Promise<('W' | 'L')[]> {
  const rows = await db
    .select({ won: wonBy(playerId) })
    .from(matches)
    .where(countedResultsOf(playerId))
    .orderBy(...newestFirst)
    .limit(RECENT);
  return rows.map((row) => (row.won ? 'W' : 'L'));
}

/** The OPEN and UNDER 2.5 places in the championship asked for, else in the latest one the player is approved in. */
async function loadCurrentRank(
  db: DbOrTx,
  playerId: number,
  query: TPlayerDetailsQuery,
): Promise<TPlayerDetails['currentRank']> {
  const [row] = await db
    .select({
      id: championships.id,
      name: championships.name,
      slug: championships.slug,
      open: championshipParticipations.openRank,
      under: championshipParticipations.underRank,
    })
    .from(championshipParticipations)
    .innerJoin(championships, eq(championships.id, championshipParticipations.championshipId))
    .where(
      and(
        eq(championshipParticipations.playerId, playerId),
        eq(championshipParticipations.state, 'approved'),
        query.championshipId !== undefined
          ? eq(championships.id, query.championshipId)
          : ne(championships.state, 'draft'),
      ),
    )
    // A season that has ranked the player comes before a newer one that has not ranked anyone yet.
    .orderBy(
      desc(
        sql`${championshipParticipations.openRank} is not null or ${championshipParticipations.underRank} is not null`,
      ),
      desc(championships.endingYear),
      desc(championships.year),
      desc(championships.id),
    )
    .limit(1);
  if (!row) return null;
  return { championship: { id: row.id, name: row.name, slug: row.slug }, open: row.open, under: row.under };
}

async function loadAchievements(db: DbOrTx, playerId: number) {
  const [latest, [unlocked], [catalogue]] = await Promise.all([
    db
      .select({
        id: achievements.id,
        key: achievements.key,
        family: achievements.family,
        tier: achievements.tier,
        name: achievements.name,
        description: achievements.description,
        achievedAt: playerAchievements.achievedAt,
      })
      .from(playerAchievements)
      .innerJoin(achievements, eq(achievements.id, playerAchievements.achievementId))
      .where(eq(playerAchievements.playerId, playerId))
      .orderBy(desc(playerAchievements.achievedAt), desc(playerAchievements.id))
      .limit(LATEST_ACHIEVEMENTS),
    db.select({ n: count() }).from(playerAchievements).where(eq(playerAchievements.playerId, playerId)),
    db.select({ n: count() }).from(achievements),
  ]);
  return {
    achievements: latest.map((a) => ({ ...a, achievedAt: formatAthensDateTime(a.achievedAt) })),
    achievementsCompletion: { unlocked: unlocked?.n ?? 0, total: catalogue?.n ?? 0 },
  };
}

/** The championship matches the player brought the balls to (the schedule form's ball history). */
async function countBalls(db: DbOrTx, player: PlayerRow, championshipId: number): Promise<number> {
  const id = player.id;
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .where(
      and(
        eq(matches.championshipId, championshipId),
        sql`((${matches.homePlayer1Id} = ${id} and ${matches.homePlayer1Balls})
          or (${matches.homePlayer2Id} = ${id} and ${matches.homePlayer2Balls})
          or (${matches.awayPlayer1Id} = ${id} and ${matches.awayPlayer1Balls})
          or (${matches.awayPlayer2Id} = ${id} and ${matches.awayPlayer2Balls}))`,
      ),
    );
  return row?.n ?? 0;
}

/** The availability still to come, soonest first: one calendar per person, whichever championship it was declared from (decision 028). */
async function loadAvailability(db: DbOrTx, playerId: number) {
  const rows = await db
    .select()
    .from(availabilityEvents)
    .where(and(eq(availabilityEvents.playerId, playerId), gte(availabilityEvents.endsAt, sql`now()`)))
    .orderBy(asc(availabilityEvents.startsAt))
    .limit(AVAILABILITY_LIMIT);
  return rows.map((e) => ({
    id: e.id,
    start: formatAthensDateTime(e.startsAt),
    end: formatAthensDateTime(e.endsAt),
    clubId: e.clubId,
  }));
}

async function loadWalletInfo(db: DbOrTx, playerId: number): Promise<NonNullable<TPlayerDetails['wallet']>> {
  const [wallet] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.playerId, playerId));
  const cents = wallet?.balanceCents ?? 0;
  return { hasWallet: wallet !== undefined, balance: formatCredits(cents), numericBalance: cents / 100 };
}

/** The player's id and linked user, or null: what the lists need to know who is looking. */
export async function findPlayerOwner(
  db: DbOrTx,
  playerId: number,
): Promise<{ id: number; userId: number | null } | null> {
  const [row] = await db
    .select({ id: players.id, userId: players.userId })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}
