import { inArray } from 'drizzle-orm';
import { withTransaction, type Db, type Tx } from '../db/client.js';
import {
  achievements,
  championshipParticipations,
  championships,
  clubs,
  courts,
  doublesTeams,
  hostCategories,
  matches,
  participations,
  payments,
  players,
  roundRobinGroups,
  sponsors,
  standingsSnapshots,
  tournamentCategories,
  tournaments,
  wallets,
  walletTransactions,
} from '../db/schema/index.js';
import { seedAccounts, type SeededAccounts } from './accounts.js';
import { seedAchievements } from './achievements.js';
import { seedAvailability } from './availability.js';
import { seedChampionshipMatches } from './championship-matches.js';
import { seedChampionships } from './championships.js';
import { seedClients } from './clients.js';
import { seedClubsAndCourts } from './clubs-and-courts.js';
import { seedContactMessages } from './content.js';
import { seedHallOfFame } from './hall-of-fame.js';
import type { SeedContext } from './context.js';
import { buildFinalsTournaments } from './finals-tournaments.js';
import { seedFriendlyMatches } from './friendly-matches.js';
import { seedPlayers } from './players.js';
import { IdAllocator } from './rows.js';
import { seedStandings } from './standings.js';
import { emptyTournamentRows, insertTournamentRows } from './tournament-rows.js';
import { buildCatalogueTournaments, seedHostOfferings } from './tournaments.js';
import { seedWallets } from './wallets.js';

/** What the demo data set holds, for the start-up log and the tests. */
export interface DemoDataSummary {
  players: number;
  demoPlayerId: number;
  championships: { id: number; slug: string; state: string }[];
  tournaments: { id: number; hostId: number; slug: string; state: string }[];
  championshipMatches: number;
  tournamentMatches: number;
  wallets: number;
  clients: number;
  achievementsUnlocked: number;
}

/** The tables whose ids the seed chooses itself (it moves their sequences on afterwards). */
const PINNED = [
  clubs,
  courts,
  players,
  championships,
  championshipParticipations,
  standingsSnapshots,
  matches,
  hostCategories,
  sponsors,
  tournaments,
  tournamentCategories,
  participations,
  payments,
  doublesTeams,
  roundRobinGroups,
  wallets,
  walletTransactions,
  achievements,
];

/** The championship ids the demo data pins (championships.ts). */
const DEMO_CHAMPIONSHIP_IDS = [1, 2, 9, 10, 11, 12];

/** The demo championships' ids that championships already use: the demo data cannot load beside them. */
export async function takenDemoChampionshipIds(db: Db | Tx): Promise<number[]> {
  const existing = await db
    .select({ id: championships.id })
    .from(championships)
    .where(inArray(championships.id, DEMO_CHAMPIONSHIP_IDS));
  return existing.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Loads the demo data set on a database that has the demo accounts (they are
 * created first when missing): clubs, about 120 players, host 1's
 * championships with a season and a half of results, tournaments in every
 * state, wallets, clients, achievements and the Hall of Fame. Everything is
 * written in one transaction and drawn from seeded random streams, so every
 * fresh database gets exactly the same data.
 */
export async function seedDemoData(db: Db, accounts?: SeededAccounts): Promise<DemoDataSummary> {
  const seeded = accounts ?? (await seedAccounts(db));
  return withTransaction(db, async (tx) => {
    if ((await takenDemoChampionshipIds(tx)).length > 0)
      throw new Error(
        'The demo data needs a database without championships 1, 2 and 9 to 12: it is loaded on a fresh database only.',
      );
    const ctx: SeedContext = { tx, ids: await IdAllocator.open(tx, PINNED), accounts: seeded };

    const clubList = await seedClubsAndCourts(ctx);
    const playerList = await seedPlayers(ctx);
    const championshipList = await seedChampionships(ctx, playerList, clubList);
    const results = await seedChampionshipMatches(ctx, championshipList);
    await seedStandings(ctx, championshipList, results.matches);

    const offerings = await seedHostOfferings(ctx);
    const rows = emptyTournamentRows();
    const tournamentList = [
      ...buildCatalogueTournaments(ctx, offerings, playerList, clubList, rows),
      ...buildFinalsTournaments(ctx, championshipList, results.finalists, clubList, rows),
    ];
    await insertTournamentRows(ctx, rows);

    await seedFriendlyMatches(ctx, playerList, clubList);
    const walletCount = await seedWallets(ctx, playerList, results.matches);
    const clientCount = await seedClients(ctx, playerList);
    const unlocked = await seedAchievements(ctx, results.matches, rows.matches);
    await seedHallOfFame(ctx, playerList);
    await seedContactMessages(ctx);
    await seedAvailability(ctx, championshipList);
    await ctx.ids.continueSequences();

    return {
      players: playerList.length,
      demoPlayerId: seeded.playerId,
      championships: championshipList.map((c) => ({ id: c.id, slug: c.slug, state: c.state })),
      tournaments: tournamentList
        .map((t) => ({ id: t.id, hostId: t.hostId, slug: t.slug, state: t.state }))
        .sort((a, b) => a.id - b.id),
      championshipMatches: results.matches.length,
      tournamentMatches: rows.matches.length,
      wallets: walletCount,
      clients: clientCount,
      achievementsUnlocked: unlocked,
    };
  });
}
