import { withRunningTotals } from '@tennis/domain';
import { wallets, walletTransactions } from '../db/schema/index.js';
import { athensTime, day, DEMO_NOW, plusMinutes } from './calendar.js';
import type { SeedChampionshipMatch } from './championship-matches.js';
import type { SeedContext } from './context.js';
import type { SeedPlayer } from './players.js';
import { createRandom, type Random } from './random.js';
import { insertRows } from './rows.js';

// Prepaid ATC credits (1 ATC = 100 cents) for about forty regulars: top-ups
// at the desk, a charge after every championship match at the club's fee, a
// transfer still pending, a card payment that failed, and a charge rolled
// back. Running totals come from the domain's wallet rules.

interface Draft {
  walletId: number;
  type: 'deposit' | 'withdrawal';
  status: 'pending' | 'completed' | 'failed';
  amountCents: number;
  at: Date;
  reference: string | null;
  notes: string | null;
  matchId: number | null;
  agent: number;
  /** A rollback: the draft it reverses. */
  reverses?: Draft;
  rolledBackAt?: Date;
}

const TOP_UPS = [5000, 10000, 10000, 15000, 20000] as const;

export async function seedWallets(
  ctx: SeedContext,
  players: readonly SeedPlayer[],
  matches: readonly SeedChampionshipMatch[],
): Promise<number> {
  const random = createRandom('wallets');
  const owners = chooseOwners(ctx, random, players, matches);
  const drafts: Draft[] = [];
  const walletRows: (typeof wallets.$inferInsert)[] = [];
  owners.forEach((player, index) => {
    const walletId = ctx.ids.next(wallets);
    const opened =
      player.id === ctx.accounts.playerId
        ? athensTime(day(2026, 2, 2), 18, 0)
        : athensTime(day(2026, random.int(1, 10), random.int(1, 28)), random.int(10, 20), 0);
    const own = walletHistory(ctx, random, walletId, player, opened, matches, index);
    drafts.push(...own);
    walletRows.push({
      id: walletId,
      playerId: player.id,
      balanceCents: 0,
      createdByUserId: ctx.accounts.users.host,
      createdAt: opened,
      updatedAt: opened,
    });
  });

  drafts.sort((a, b) => a.at.getTime() - b.at.getTime() || a.walletId - b.walletId);
  const ids = new Map(drafts.map((draft) => [draft, ctx.ids.next(walletTransactions)]));
  const rows: (typeof walletTransactions.$inferInsert)[] = [];
  for (const wallet of walletRows) {
    const own = drafts.filter((d) => d.walletId === wallet.id);
    const totals = withRunningTotals(own);
    totals.forEach((draft) => {
      rows.push({
        id: ids.get(draft) as number,
        walletId: draft.walletId,
        type: draft.type,
        status: draft.status,
        amountCents: draft.amountCents,
        runningBalanceCents: draft.runningTotalCents,
        reference: draft.reference,
        notes: draft.notes,
        matchId: draft.matchId,
        reversesTransactionId: draft.reverses ? (ids.get(draft.reverses) as number) : null,
        rolledBackAt: draft.rolledBackAt ?? null,
        createdByUserId: draft.agent,
        createdAt: draft.at,
      });
    });
    const last = totals[totals.length - 1];
    wallet.balanceCents = last?.runningTotalCents ?? 0;
    wallet.updatedAt = last?.at ?? wallet.createdAt;
  }
  rows.sort((a, b) => (a.id as number) - (b.id as number));
  await insertRows(ctx.tx, wallets, walletRows);
  await insertRows(ctx.tx, walletTransactions, rows);
  return walletRows.length;
}

/** The demo player, the thirty most active players of 2026 and a few occasional ones. */
function chooseOwners(
  ctx: SeedContext,
  random: Random,
  players: readonly SeedPlayer[],
  matches: readonly SeedChampionshipMatch[],
): SeedPlayer[] {
  const played = new Map<number, number>();
  for (const match of matches) {
    if (!match.result || match.scheduledAt < athensTime(day(2026, 1, 1))) continue;
    for (const p of [match.home.player, match.away.player]) played.set(p.id, (played.get(p.id) ?? 0) + 1);
  }
  const ranked = players
    .filter((p) => p.city === 'athens' && p.id !== ctx.accounts.playerId && (played.get(p.id) ?? 0) > 0)
    .sort((a, b) => (played.get(b.id) ?? 0) - (played.get(a.id) ?? 0) || a.id - b.id);
  const demo = players.find((p) => p.id === ctx.accounts.playerId);
  return [...(demo ? [demo] : []), ...ranked.slice(0, 30), ...random.shuffle(ranked.slice(30)).slice(0, 9)];
}

function walletHistory(
  ctx: SeedContext,
  random: Random,
  walletId: number,
  player: SeedPlayer,
  opened: Date,
  matches: readonly SeedChampionshipMatch[],
  index: number,
): Draft[] {
  const agent = () => (random.chance(0.5) ? ctx.accounts.users.host : ctx.accounts.users.employee);
  const drafts: Draft[] = [];
  const topUp = (at: Date): Draft => {
    const amountCents = random.pick(TOP_UPS);
    const byCard = random.chance(0.4);
    const draft: Draft = {
      walletId,
      type: 'deposit',
      status: 'completed',
      amountCents,
      at,
      reference: byCard ? `POS-${String(random.int(100000, 999999))}` : null,
      notes: `Προαγορά ${amountCents / 100} ATC${byCard ? ' με κάρτα' : ' με μετρητά'}`,
      matchId: null,
      agent: agent(),
    };
    drafts.push(draft);
    return draft;
  };
  let balance = 0;
  balance += topUp(opened).amountCents;
  // A few regulars play on credit for a while: their balance goes below zero.
  const onCredit = index % 13 === 5;
  const own = matches.filter(
    (m) => m.result && m.scheduledAt > opened && (m.home.player.id === player.id || m.away.player.id === player.id),
  );
  for (const match of own) {
    const fee = match.club.matchFeeCents;
    const chargedAt = plusMinutes(match.scheduledAt, 150);
    if (balance < fee && !(onCredit && balance > -fee * 2))
      balance += topUp(plusMinutes(match.scheduledAt, -random.int(60, 600))).amountCents;
    const opponent = match.home.player.id === player.id ? match.away.player : match.home.player;
    drafts.push({
      walletId,
      type: 'withdrawal',
      status: 'completed',
      amountCents: fee,
      at: chargedAt,
      reference: null,
      notes: `Αγώνας πρωταθλήματος με ${opponent.displayName} (${match.club.acronym})`,
      matchId: match.id,
      agent: agent(),
    });
    balance -= fee;
  }
  addMishaps(random, drafts, walletId, index, agent);
  return drafts;
}

/** A charge rolled back, a bank transfer still pending, a card top-up that failed. */
function addMishaps(random: Random, drafts: Draft[], walletId: number, index: number, agent: () => number): void {
  const charges = drafts.filter((d) => d.type === 'withdrawal');
  if (index % 7 === 2 && charges.length > 3) {
    const wrong = charges[random.int(1, charges.length - 2)] as Draft;
    const at = plusMinutes(wrong.at, random.int(30, 1440));
    wrong.rolledBackAt = at;
    drafts.push({
      walletId,
      type: 'deposit',
      status: 'completed',
      amountCents: wrong.amountCents,
      at,
      reference: null,
      notes: 'Ακύρωση χρέωσης: ο αγώνας χρεώθηκε στον λάθος παίκτη.',
      matchId: wrong.matchId,
      agent: wrong.agent,
      reverses: wrong,
    });
  }
  if (index % 9 === 4) {
    drafts.push({
      walletId,
      type: 'deposit',
      status: 'pending',
      amountCents: 10000,
      at: plusMinutes(DEMO_NOW, -random.int(600, 2400)),
      reference: `ΤΡΑΠ-${String(random.int(10000, 99999))}`,
      notes: 'Τραπεζική μεταφορά: αναμένεται πίστωση.',
      matchId: null,
      agent: agent(),
    });
  }
  if (index % 11 === 3) {
    drafts.push({
      walletId,
      type: 'deposit',
      status: 'failed',
      amountCents: 15000,
      at: plusMinutes(DEMO_NOW, -random.int(3000, 9000)),
      reference: `POS-${String(random.int(100000, 999999))}`,
      notes: 'Η συναλλαγή με κάρτα απορρίφθηκε.',
      matchId: null,
      agent: agent(),
    });
  }
}
