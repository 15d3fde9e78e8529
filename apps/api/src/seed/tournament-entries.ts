import { doublesTeams, participations, payments } from '../db/schema/index.js';
import { addDays, athensTime, daysBetween, DEMO_NOW, DEMO_TODAY, type Day } from './calendar.js';
import type { SeedContext } from './context.js';
import type { SeedPlayer } from './players.js';
import type { Random } from './random.js';
import { stamped } from './rows.js';
import type { CategoryPlan, HostCategoryPlan, TournamentPlan } from './tournament-catalog.js';

// Who entered each category, in which state, what they owe and what they
// paid. A doubles team enters with one participation per player (each pays
// its own fee); draws and groups name the team by its player 1's row.

export interface SeedEntry {
  /** The row draws and matches point at: the player's own, or the team's player 1's. */
  participationId: number;
  players: SeedPlayer[];
  /** Average strength of the side, for playing matches. */
  strength: number;
  seed: number | null;
}

export interface EntryRows {
  participations: (typeof participations.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  doublesTeams: (typeof doublesTeams.$inferInsert)[];
}

interface Tournament {
  id: number;
  hostId: number;
  plan: TournamentPlan;
}

const REJECTION_NOTES = [
  'Η κατηγορία συμπληρώθηκε.',
  'Διπλή δήλωση συμμετοχής.',
  'Το επίπεδο δεν ταιριάζει στην κατηγορία.',
];

/** Doubles teams are one row per pair across tournaments. */
export class DoublesTeams {
  private readonly byPair = new Map<string, number>();
  readonly rows: (typeof doublesTeams.$inferInsert)[] = [];

  constructor(private readonly ctx: SeedContext) {}

  idOf(first: SeedPlayer, second: SeedPlayer, at: Date): number {
    const key = first.id < second.id ? `${first.id}-${second.id}` : `${second.id}-${first.id}`;
    const known = this.byPair.get(key);
    if (known) return known;
    const id = this.ctx.ids.next(doublesTeams);
    this.byPair.set(key, id);
    const gender = first.gender === second.gender ? first.gender : 2;
    this.rows.push({
      id,
      player1Id: first.id,
      player2Id: second.id,
      gender,
      name: `${first.surname} / ${second.surname}`,
      ...stamped(at),
    });
    return id;
  }
}

type EntryState = 'approved' | 'pending' | 'rejected' | 'cancelled';
type EntrySource = 'backoffice' | 'player' | 'guest';

/** What the players of one side share: the side enters, applies and pays together. */
interface SideEntry {
  state: EntryState;
  seed: number | null;
  createdAt: Date;
  teamId: number | null;
  source: EntrySource;
  paid: boolean;
}

/**
 * The entries of one category: approved ones (returned, strongest first, with
 * their seeds) and the pending, rejected and cancelled ones that only have rows.
 */
export function enterCategory(
  ctx: SeedContext,
  random: Random,
  tournament: Tournament,
  category: { id: number; plan: CategoryPlan; hostCategory: HostCategoryPlan },
  pool: readonly SeedPlayer[],
  teams: DoublesTeams,
  feesSoFar: Map<number, number>,
  rows: EntryRows,
): SeedEntry[] {
  const { plan, hostCategory } = category;
  const states = entryStates(plan);
  const sides = chooseSides(ctx, random, tournament, hostCategory, pool, states.length);
  const approved = sides.slice(0, plan.approved).sort((a, b) => strengthOf(b) - strengthOf(a));
  const seeds = plan.draw?.kind === 'knockout' ? plan.draw.seeds : (plan.seeds ?? 0);
  const paidCount = Math.round(plan.paidShare * plan.approved);
  const paidSides = new Set(random.shuffle(approved).slice(0, paidCount));
  const entries: SeedEntry[] = [];

  [...approved, ...sides.slice(plan.approved)].forEach((side, index) => {
    const state = states[index] ?? 'pending';
    const seed = state === 'approved' && index < seeds ? index + 1 : null;
    const createdAt = entryTime(random, tournament.plan);
    const teamId = side.length === 2 ? teams.idOf(side[0] as SeedPlayer, side[1] as SeedPlayer, createdAt) : null;
    const source = random.weighted([
      ['backoffice', 55],
      ['player', 35],
      ['guest', 10],
    ] as const);
    const entry: SideEntry = { state, seed, createdAt, teamId, source, paid: paidSides.has(side) };
    const [primaryId] = side.map((player) =>
      enterPlayer(ctx, random, tournament, category.id, player, entry, feesSoFar, rows),
    );
    if (state === 'approved')
      entries.push({ participationId: primaryId as number, players: side, strength: strengthOf(side), seed });
  });
  return entries;
}

/** The approved entries first, then the pending, rejected and cancelled ones the plan asks for. */
function entryStates(plan: CategoryPlan): EntryState[] {
  return [
    ...new Array<'approved'>(plan.approved).fill('approved'),
    ...new Array<'pending'>(plan.pending ?? 0).fill('pending'),
    ...new Array<'rejected'>(plan.rejected ?? 0).fill('rejected'),
    ...new Array<'cancelled'>(plan.cancelled ?? 0).fill('cancelled'),
  ];
}

/** One player's participation row (and payment, when the side paid); answers its id. */
function enterPlayer(
  ctx: SeedContext,
  random: Random,
  tournament: Tournament,
  categoryId: number,
  player: SeedPlayer,
  entry: SideEntry,
  feesSoFar: Map<number, number>,
  rows: EntryRows,
): number {
  const { state, source, createdAt } = entry;
  const id = ctx.ids.next(participations);
  const earlier = feesSoFar.get(player.id) ?? 0;
  const active = state === 'approved' || state === 'pending';
  if (active) feesSoFar.set(player.id, earlier + 1);
  const feeCents =
    earlier === 0
      ? tournament.plan.firstCategoryCostCents
      : (tournament.plan.secondCategoryCostCents ?? tournament.plan.firstCategoryCostCents);
  const { paidAt, paymentId } = entry.paid
    ? payFee(ctx, random, tournament, feeCents, createdAt, rows)
    : { paidAt: null, paymentId: null };
  const isDemo = player.id === ctx.accounts.playerId;
  rows.participations.push({
    id,
    tournamentId: tournament.id,
    tournamentCategoryId: categoryId,
    playerId: player.id,
    doublesTeamId: entry.teamId,
    source: isDemo ? 'player' : source,
    registeredByUserId: isDemo
      ? ctx.accounts.users.player
      : source === 'backoffice'
        ? receiver(ctx, tournament.hostId, random)
        : null,
    termsAcceptedAt: source === 'backoffice' && !isDemo ? null : createdAt,
    state,
    rejectionNotes: state === 'rejected' ? random.pick(REJECTION_NOTES) : null,
    notes: state === 'cancelled' ? 'Ακύρωσε λόγω τραυματισμού στον καρπό.' : null,
    seed: entry.seed,
    feeCents,
    paidAt,
    paymentId,
    ...stamped(createdAt),
  });
  return id;
}

/** The payment of one fee, received within three days of the entry (and before the demo's "now"). */
function payFee(
  ctx: SeedContext,
  random: Random,
  tournament: Tournament,
  feeCents: number,
  enteredAt: Date,
  rows: EntryRows,
): { paidAt: Date; paymentId: number } {
  const paidAt = new Date(
    Math.min(enteredAt.getTime() + random.int(1, 72) * 3_600_000, DEMO_NOW.getTime() - 3_600_000),
  );
  const paymentId = ctx.ids.next(payments);
  rows.payments.push({
    id: paymentId,
    tournamentId: tournament.id,
    amountCents: feeCents,
    method: random.weighted([
      ['cash', 5],
      ['card', 3],
      ['bank-transfer', 2],
    ] as const),
    reference: random.chance(0.3) ? `ΑΠΟΔ-${String(paymentId).padStart(5, '0')}` : null,
    receivedByUserId: receiver(ctx, tournament.hostId, random),
    paidAt,
    createdAt: paidAt,
  });
  return { paidAt, paymentId };
}

/** The players (or pairs) of a category, drawn from the pool, the demo player first in the men's singles. */
function chooseSides(
  ctx: SeedContext,
  random: Random,
  tournament: Tournament,
  category: HostCategoryPlan,
  pool: readonly SeedPlayer[],
  count: number,
): SeedPlayer[][] {
  const men = pool.filter((p) => p.gender === 0);
  const women = pool.filter((p) => p.gender === 1);
  if (category.key === 'MA')
    return men
      .slice()
      .sort((a, b) => b.strength - a.strength)
      .slice(0, count)
      .map((p) => [p]);
  if (category.type === 'singles') {
    const candidates = random.shuffle(category.gender === 0 ? men : women);
    const demo = candidates.find((p) => p.id === ctx.accounts.playerId);
    const ordered = demo && tournament.hostId === 1 ? [demo, ...candidates.filter((p) => p !== demo)] : candidates;
    return ordered.slice(0, count).map((p) => [p]);
  }
  const first = random.shuffle(category.gender === 1 ? women : men);
  const second = category.gender === 2 ? random.shuffle(women) : first.splice(count, count);
  return first.slice(0, count).map((player, i) => [player, second[i] as SeedPlayer]);
}

function strengthOf(side: readonly SeedPlayer[]): number {
  return side.reduce((sum, p) => sum + p.strength, 0) / side.length;
}

/** Entries come in from the announcement to the deadline, or to yesterday while the deadline is ahead. */
function entryTime(random: Random, plan: TournamentPlan): Date {
  const from: Day = plan.createdAt;
  const deadline = addDays(plan.participationsEnd, -1);
  const yesterday = addDays(DEMO_TODAY, -1);
  const to: Day = daysBetween(deadline, yesterday) < 0 ? yesterday : deadline;
  const date = addDays(from, random.int(1, Math.max(1, daysBetween(from, to))));
  return athensTime(date, random.int(9, 22), random.int(0, 59));
}

function receiver(ctx: SeedContext, hostId: number, random: Random): number {
  if (hostId === 2) return ctx.accounts.users.host2;
  return random.chance(0.5) ? ctx.accounts.users.host : ctx.accounts.users.employee;
}

/** Entries the organiser placed directly (finals): approved, free, seeded as given. */
export function enterFixed(
  ctx: SeedContext,
  tournamentId: number,
  categoryId: number,
  players: readonly SeedPlayer[],
  seeds: number,
  createdAt: Date,
  rows: EntryRows,
): SeedEntry[] {
  return players.map((player, index) => {
    const id = ctx.ids.next(participations);
    const seed = index < seeds ? index + 1 : null;
    rows.participations.push({
      id,
      tournamentId,
      tournamentCategoryId: categoryId,
      playerId: player.id,
      source: 'backoffice',
      registeredByUserId: ctx.accounts.users.host,
      state: 'approved',
      seed,
      feeCents: 0,
      ...stamped(createdAt),
    });
    return { participationId: id, players: [player], strength: player.strength, seed };
  });
}
