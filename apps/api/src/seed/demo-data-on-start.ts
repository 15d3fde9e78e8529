import { sql } from 'drizzle-orm';
import type { Env } from '../config/env.js';
import type { Db } from '../db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts, type SeededAccounts } from './accounts.js';
import { seedDemoData, type DemoDataSummary } from './index.js';

// When the demo data loads: asked for (SEED_DEMO=yes), or on a fresh
// database (auto, the default), and never in live whatever SEED_DEMO says.

export function isDemoDataWanted(env: Pick<Env, 'APP_ENV' | 'SEED_DEMO'>, freshDatabase: boolean): boolean {
  if (env.APP_ENV === 'live') return false;
  return env.SEED_DEMO === 'yes' || (env.SEED_DEMO === 'auto' && freshDatabase);
}

/** Fresh: nobody has an account yet. */
export async function isFreshDatabase(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ users: number }>(sql`select count(*)::int as users from users`);
  return (rows[0]?.users ?? 0) === 0;
}

/** Loaded: the demo data's men's championship is there (the data set loads whole or not at all). */
export async function isDemoDataLoaded(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ loaded: boolean }>(
    sql`select exists (select 1 from championships where slug = 'men-2026-2027') as loaded`,
  );
  return rows[0]?.loaded === true;
}

export interface LoadedDemoData {
  accounts: SeededAccounts;
  summary: DemoDataSummary;
  seconds: number;
}

/** Loads the demo accounts and data when the environment wants them; null when it does not (or they are there already). */
export async function loadDemoDataOnStart(
  env: Pick<Env, 'APP_ENV' | 'SEED_DEMO'>,
  db: Db,
): Promise<LoadedDemoData | null> {
  if (!isDemoDataWanted(env, await isFreshDatabase(db))) return null;
  if (await isDemoDataLoaded(db)) return null;
  const started = performance.now();
  const accounts = await seedAccounts(db);
  const summary = await seedDemoData(db, accounts);
  return { accounts, summary, seconds: (performance.now() - started) / 1000 };
}

/** What the console shows after loading: the data in one line, then every demo account. */
export function describeDemoData(loaded: LoadedDemoData, godUserId: number): string {
  const { summary } = loaded;
  const lines = [
    `Demo data loaded in ${loaded.seconds.toFixed(1)} s: ${summary.players} players, ${summary.championships.length} championships, ` +
      `${summary.tournaments.length} tournaments, ${summary.championshipMatches + summary.tournamentMatches} matches, ${summary.wallets} wallets.`,
    '',
    `Demo accounts (password for all: ${DEMO_PASSWORD})`,
  ];
  const rows = DEMO_ACCOUNTS.map((account) => {
    const id = loaded.accounts.users[account.key];
    const role = id === godUserId ? `${account.role} (god mode)` : account.role;
    const host = account.hostId === null ? '' : `host ${account.hostId}`;
    const player = account.key === 'player' ? `player #${loaded.accounts.playerId}` : '';
    return [account.email, role, DEMO_PASSWORD, [host, player].filter(Boolean).join(', ')];
  });
  const table = [['email', 'role', 'password', ''], ...rows];
  const widths = [0, 1, 2].map((column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  for (const row of table) {
    lines.push(
      `  ${row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell)).join('  ')}`.trimEnd(),
    );
  }
  return lines.join('\n');
}
