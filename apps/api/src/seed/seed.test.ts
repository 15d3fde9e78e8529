import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { matchWinner, validateMatchScore, withRunningTotals } from '@tennis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.js';
import {
  accounts,
  championships,
  matches,
  players,
  scoreFromRow,
  tournamentCategories,
  tournaments,
  users,
  wallets,
  walletTransactions,
} from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from './accounts.js';
import { DEMO_NOW } from './calendar.js';
import { describeDemoData, isDemoDataWanted, loadDemoDataOnStart } from './demo-data-on-start.js';
import { seedDemoData, type DemoDataSummary } from './index.js';

const COMPARED_TABLES = [
  'clubs',
  'courts',
  'players',
  'championships',
  'championship_participations',
  'standings_entries',
  'matches',
  'tournaments',
  'tournament_categories',
  'participations',
  'doubles_teams',
  'wallets',
  'wallet_transactions',
  'clients',
  'player_achievements',
  'hall_of_fame_entries',
];

async function load(db: Db): Promise<{ summary: DemoDataSummary; seconds: number }> {
  const started = performance.now();
  const seeded = await seedAccounts(db);
  const summary = await seedDemoData(db, seeded);
  return { summary, seconds: (performance.now() - started) / 1000 };
}

async function snapshotOf(db: Db): Promise<Record<string, { count: number; first: unknown[] }>> {
  const result: Record<string, { count: number; first: unknown[] }> = {};
  for (const table of COMPARED_TABLES) {
    const count = await db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from ${table}`));
    const first = await db.execute(sql.raw(`select * from ${table} order by 1, 2 limit 25`));
    result[table] = { count: count.rows[0]?.count ?? 0, first: first.rows };
  }
  return result;
}

describe('demo data set', () => {
  let first: Database;
  let second: Database;
  let db: Db;
  let summary: DemoDataSummary;
  let seconds: number;

  beforeAll(async () => {
    first = await createTestDatabase();
    db = first.db;
    ({ summary, seconds } = await load(db));
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('loads on a fresh database quickly', () => {
    console.info(`demo data set loaded in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(20);
    expect(summary.players).toBeGreaterThanOrEqual(110);
    expect(summary.players).toBeLessThanOrEqual(130);
  });

  it('is the same data on every fresh start', async () => {
    second = await createTestDatabase();
    const again = await load(second.db);
    expect(again.summary).toEqual(summary);
    expect(await snapshotOf(second.db)).toEqual(await snapshotOf(db));
  }, 120_000);

  it('has about 120 players with Greek mobiles and a level', async () => {
    const rows = await db.select().from(players);
    expect(rows.length).toBeGreaterThanOrEqual(110);
    expect(rows.filter((p) => p.gender === 1).length).toBeGreaterThan(30);
    for (const player of rows) {
      expect(player.phone).toMatch(/^69\d{8}$/);
      expect(player.displayName).toBe(`${player.name} ${player.surname}`);
    }
    expect(new Set(rows.map((p) => p.phone)).size).toBe(rows.length);
    expect(rows.filter((p) => p.atrp === null).length).toBeLessThan(10);
    const [demo] = await db
      .select({ email: users.email })
      .from(players)
      .innerJoin(users, eq(users.id, players.userId))
      .where(eq(players.id, summary.demoPlayerId));
    expect(demo?.email).toBe('player@demo.gr');
  });

  it('stores only scores the domain accepts, with the winner they give', async () => {
    const rows = await db.select().from(matches).where(eq(matches.state, 'concluded'));
    const scored = rows.filter((m) => !m.isBye && !m.walkover);
    expect(scored.length).toBeGreaterThan(500);
    for (const row of scored) {
      const score = scoreFromRow(row);
      const checked = validateMatchScore(score);
      expect(checked.ok, `match ${row.id}`).toBe(true);
      expect(row.winner).toBe(matchWinner(score) === 'home' ? 0 : 1);
    }
    const flags = (row: (typeof rows)[number]) => [row.s1HomeRet, row.s1AwayRet, row.s2HomeRet, row.s2AwayRet];
    expect(scored.some((row) => flags(row).some(Boolean))).toBe(true);
    expect(scored.some((row) => row.s1HomeDef || row.s1AwayDef)).toBe(true);
  });

  it('keeps every wallet balance equal to its completed transactions, with consistent running totals', async () => {
    const walletRows = await db.select().from(wallets);
    expect(walletRows.length).toBeGreaterThanOrEqual(35);
    const statuses = new Set<string>();
    for (const wallet of walletRows) {
      const history = await db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.walletId, wallet.id))
        .orderBy(asc(walletTransactions.id));
      const sum = history.reduce(
        (total, t) =>
          t.status !== 'completed' ? total : total + (t.type === 'deposit' ? t.amountCents : -t.amountCents),
        0,
      );
      expect(wallet.balanceCents).toBe(sum);
      const totals = withRunningTotals(history);
      expect(history.map((t) => t.runningBalanceCents)).toEqual(totals.map((t) => t.runningTotalCents));
      for (const t of history) {
        statuses.add(t.status);
        expect(Number.isInteger(t.amountCents) && t.amountCents > 0).toBe(true);
      }
    }
    expect([...statuses].sort()).toEqual(['completed', 'failed', 'pending']);
  });

  it('gives every initialised knockout draw drawSize − 1 matches', async () => {
    const categories = await db.select().from(tournamentCategories);
    const draws = categories.filter((c) => c.drawSize !== null && !c.roundRobin && c.state !== 'uninitialized');
    expect(draws.length).toBeGreaterThan(3);
    for (const category of draws) {
      const [row] = await db
        .execute<{ count: number }>(
          sql`select count(*)::int as count from matches where tournament_category_id = ${category.id}`,
        )
        .then((r) => r.rows);
      expect(row?.count, category.name).toBe((category.drawSize as number) - 1);
    }
    const [broken] = await db
      .execute<{ count: number }>(
        sql`
      select count(*)::int as count from matches m join matches n on n.id = m.next_match_id
      where m.state = 'concluded'
        and (case m.winner when 0 then m.home_participation_id else m.away_participation_id end)
            is distinct from (case m.next_match_slot when 0 then n.home_participation_id else n.away_participation_id end)`,
      )
      .then((r) => r.rows);
    expect(broken?.count, 'winners carried to their next match').toBe(0);
    const underway = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.state, 'underway'));
    const underwayDraws = draws.filter((c) => underway.some((t) => t.id === c.tournamentId));
    expect(underwayDraws.length).toBeGreaterThan(0);
    const concluded = categories.filter((c) => c.state === 'concluded' && !c.roundRobin);
    for (const category of concluded) expect(category.winnerParticipationId).not.toBeNull();
    expect(categories.some((c) => c.roundRobin)).toBe(true);
  });

  it('has tournaments in every state and participations in every state', async () => {
    const states = await db.execute<{ state: string }>(
      sql`select distinct state::text as state from tournaments order by 1`,
    );
    expect(states.rows.map((r) => r.state)).toEqual(['archived', 'coming-soon', 'draft', 'pending', 'underway']);
    const entries = await db.execute<{ state: string; paid: boolean; seeded: boolean }>(
      sql`select distinct state::text as state, paid_at is not null as paid, seed is not null as seeded from participations`,
    );
    const seen = new Set(entries.rows.map((r) => r.state));
    for (const state of ['pending', 'approved', 'rejected', 'cancelled']) expect(seen.has(state), state).toBe(true);
    expect(entries.rows.some((r) => r.state === 'approved' && r.paid)).toBe(true);
    expect(entries.rows.some((r) => r.state === 'approved' && !r.paid)).toBe(true);
    expect(entries.rows.some((r) => r.seeded)).toBe(true);
    const [host2] = await db
      .execute<{ count: number }>(sql`select count(*)::int as count from tournaments where host_id = 2`)
      .then((r) => r.rows);
    expect(host2?.count).toBe(1);
  });

  it('has the championship catalogue of spec 1 §9 with a season and a half of results', async () => {
    const rows = await db
      .select({ id: championships.id, slug: championships.slug, state: championships.state })
      .from(championships)
      .orderBy(championships.id);
    expect(rows).toEqual([
      { id: 1, slug: 'men-2025-2026', state: 'archived' },
      { id: 2, slug: 'women-2025-2026', state: 'archived' },
      { id: 9, slug: 'men-2026-2027', state: 'underway' },
      { id: 10, slug: 'women-2026-2027', state: 'underway' },
      { id: 11, slug: 'men-doubles-2026-2027', state: 'coming-soon' },
      { id: 12, slug: 'mixed-doubles-2026-2027', state: 'coming-soon' },
    ]);
    const perChampionship = await db.execute<{ championship_id: number; concluded: number; scheduled: number }>(sql`
      select championship_id, count(*) filter (where state = 'concluded')::int as concluded,
             count(*) filter (where state = 'initialized' and scheduled_at > ${DEMO_NOW})::int as scheduled
      from matches where kind = 'championship' group by 1 order by 1`);
    const byId = new Map(perChampionship.rows.map((r) => [r.championship_id, r]));
    expect(byId.get(1)?.concluded).toBeGreaterThan(200);
    expect(byId.get(9)?.concluded).toBeGreaterThan(20);
    expect(byId.get(9)?.scheduled).toBeGreaterThan(5);
    const statuses = await db.execute<{ status: string }>(
      sql`select distinct status::text as status from championship_participations where championship_id = 9 order by 1`,
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['off', 'pause', 'play']);
    const [points] = await db
      .execute<{ mismatched: number }>(
        sql`
      select count(*)::int as mismatched from championship_participations cp
      join standings_entries e on e.championship_participation_id = cp.id and e.league = 'open'
      join standings_snapshots s on s.id = e.snapshot_id and s.kind = 'weekly'
      where s.computed_at = (select max(computed_at) from standings_snapshots where championship_id = s.championship_id and kind = 'weekly')
        and (cp.points <> e.points or cp.secondary_points <> e.secondary_points)`,
      )
      .then((r) => r.rows);
    expect(points?.mismatched).toBe(0);
  });

  it('schedules at Athens playing hours: results in the past, fixtures ahead', async () => {
    const [hours] = await db
      .execute<{ odd: number; late: number }>(
        sql`
      select count(*) filter (where extract(hour from scheduled_at at time zone 'Europe/Athens') not between 8 and 21)::int as odd,
             count(*) filter (where state = 'concluded' and scheduled_at > ${DEMO_NOW})::int as late
      from matches where scheduled_at is not null`,
      )
      .then((r) => r.rows);
    expect(hours).toEqual({ odd: 0, late: 0 });
  });

  it('writes nothing after the demo\'s "now"', async () => {
    const tables = [
      'players',
      'clubs',
      'championships',
      'championship_participations',
      'matches',
      'tournaments',
      'participations',
      'payments',
      'wallets',
      'wallet_transactions',
      'player_achievements',
      'contact_messages',
      'standings_snapshots',
    ];
    for (const table of tables) {
      const column = table === 'player_achievements' ? 'achieved_at' : 'created_at';
      const [row] = await db
        .execute<{ later: number }>(
          sql`select count(*)::int as later from ${sql.identifier(table)} where ${sql.identifier(column)} > ${DEMO_NOW}`,
        )
        .then((r) => r.rows);
      expect(row?.later, table).toBe(0);
    }
    const [paid] = await db
      .execute<{ later: number }>(sql`select count(*)::int as later from participations where paid_at > ${DEMO_NOW}`)
      .then((r) => r.rows);
    expect(paid?.later).toBe(0);
  });

  it('gives the demo accounts working credentials', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await db
        .select({ password: accounts.password, emailVerified: users.emailVerified })
        .from(users)
        .innerJoin(accounts, eq(accounts.userId, users.id))
        .where(eq(users.email, account.email));
      expect(row?.emailVerified, account.email).toBe(true);
      expect(await verify(row?.password ?? '', DEMO_PASSWORD), account.email).toBe(true);
    }
  });

  it('leaves the id sequences after the pinned ids', async () => {
    const [player] = await db
      .insert(players)
      .values({ name: 'Νέος', surname: 'Παίκτης', displayName: 'Νέος Παίκτης', gender: 0 })
      .returning({ id: players.id });
    expect(player?.id).toBeGreaterThan(summary.players);
    await db.delete(players).where(eq(players.id, player?.id ?? 0));
  });

  it('does not load twice', async () => {
    expect(await loadDemoDataOnStart({ APP_ENV: 'dev', SEED_DEMO: 'yes' }, db)).toBeNull();
    await expect(seedDemoData(db)).rejects.toThrow(/fresh database/);
  });
});

describe('when the demo data loads', () => {
  it('loads on a fresh database outside live, or when asked, and never in live', () => {
    expect(isDemoDataWanted({ APP_ENV: 'dev', SEED_DEMO: 'auto' }, true)).toBe(true);
    expect(isDemoDataWanted({ APP_ENV: 'dev', SEED_DEMO: 'auto' }, false)).toBe(false);
    expect(isDemoDataWanted({ APP_ENV: 'test', SEED_DEMO: 'yes' }, false)).toBe(true);
    expect(isDemoDataWanted({ APP_ENV: 'dev', SEED_DEMO: 'no' }, true)).toBe(false);
    expect(isDemoDataWanted({ APP_ENV: 'live', SEED_DEMO: 'yes' }, true)).toBe(false);
    expect(isDemoDataWanted({ APP_ENV: 'live', SEED_DEMO: 'auto' }, true)).toBe(false);
  });

  it('prints every demo account with the shared password', () => {
    const users = Object.fromEntries(DEMO_ACCOUNTS.map((a, i) => [a.key, i + 1])) as Record<
      (typeof DEMO_ACCOUNTS)[number]['key'],
      number
    >;
    const text = describeDemoData(
      {
        accounts: { users, playerId: 1 },
        summary: {
          players: 120,
          demoPlayerId: 1,
          championships: [],
          tournaments: [],
          championshipMatches: 0,
          tournamentMatches: 0,
          wallets: 0,
          clients: 0,
          achievementsUnlocked: 0,
        },
        seconds: 2,
      },
      1,
    );
    for (const account of DEMO_ACCOUNTS) expect(text).toContain(account.email);
    expect(text).toContain('admin (god mode)');
    expect(text).toContain(DEMO_PASSWORD);
  });
});
