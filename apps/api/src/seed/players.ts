import { eq } from 'drizzle-orm';
import { slugify } from '@tennis/domain';
import { players } from '../db/schema/index.js';
import { addDays, athensTime, day } from './calendar.js';
import type { SeedContext } from './context.js';
import { MEN_FIRST_NAMES, SURNAMES, WOMEN_FIRST_NAMES } from './names.js';
import { createRandom, type Random } from './random.js';
import { insertRows, stamped } from './rows.js';

/** A player as the rest of the seed needs them: who they are and how they play. */
export interface SeedPlayer {
  id: number;
  name: string;
  surname: string;
  displayName: string;
  gender: 0 | 1;
  /** Current ATRP; null for the few not rated yet. */
  atrp: number | null;
  /** Most play in Athens; a few are host 2's players in Thessaloniki. */
  city: 'athens' | 'thessaloniki';
  /** Registered this autumn: not in the previous season. */
  newcomer: boolean;
  /** Matches a month when in a championship. */
  activity: number;
  /** Playing strength on the ATRP scale, with the player's own form in it. */
  strength: number;
  createdAt: Date;
}

const GROUPS = [
  { gender: 0, city: 'athens', count: 71 },
  { gender: 1, city: 'athens', count: 38 },
  { gender: 0, city: 'thessaloniki', count: 6 },
  { gender: 1, city: 'thessaloniki', count: 4 },
] as const;

const ATRP_WEIGHTS: Record<0 | 1, readonly (readonly [number, number])[]> = {
  0: [
    [1.5, 5],
    [2, 12],
    [2.5, 22],
    [3, 25],
    [3.5, 18],
    [4, 12],
    [4.5, 6],
  ],
  1: [
    [1.5, 12],
    [2, 22],
    [2.5, 28],
    [3, 20],
    [3.5, 11],
    [4, 5],
    [4.5, 2],
  ],
};

const STYLES = [
  ['baseliner', 30],
  ['all-court', 20],
  ['aggressive', 15],
  ['defensive', 10],
  ['pusher', 8],
  ['big-server', 7],
  ['net-player', 5],
  ['other', 5],
] as const;

const NOTES = [
  'Προτιμά αγώνες μετά τις 19:00.',
  'Παίζει μόνο σαββατοκύριακα.',
  'Επανήλθε μετά από τραυματισμό στον ώμο.',
  'Προπονείται δύο φορές την εβδομάδα.',
  'Θέλει αντιπάλους στη Βόρεια Αθήνα.',
];

/** About 120 players: the demo player of player@demo.gr and 119 more. */
export async function seedPlayers(ctx: SeedContext): Promise<SeedPlayer[]> {
  const random = createRandom('players');
  const demo = await demoPlayer(ctx);
  const fullNames = new Set([`${demo.name} ${demo.surname}`]);
  const phones = new Set(['6900000001']);
  const emails = new Set<string>();
  const created: SeedPlayer[] = [];
  const rows: (typeof players.$inferInsert)[] = [];

  for (const group of GROUPS) {
    for (let n = 0; n < group.count; n++) {
      const { name, surname } = uniqueName(random, group.gender, fullNames);
      const unrated = group.city === 'athens' && n >= group.count - (group.gender === 0 ? 3 : 2);
      const newcomer = unrated || (group.city === 'athens' && n >= group.count - (group.gender === 0 ? 11 : 7));
      const atrp = unrated ? null : random.weighted(ATRP_WEIGHTS[group.gender]);
      const createdAt = newcomer
        ? athensTime(
            addDays(unrated ? day(2026, 10, 20) : day(2026, 9, 1), random.int(0, unrated ? 26 : 75)),
            random.int(9, 22),
            random.int(0, 59),
          )
        : athensTime(
            day(random.int(2021, 2025), random.int(1, 9), random.int(1, 28)),
            random.int(9, 22),
            random.int(0, 59),
          );
      const player: SeedPlayer = {
        id: ctx.ids.next(players),
        name,
        surname,
        displayName: `${name} ${surname}`,
        gender: group.gender,
        atrp,
        city: group.city,
        newcomer,
        activity:
          random.weighted([
            [0.8, 3],
            [1.6, 4],
            [2.4, 4],
            [3.4, 2],
          ] as const) +
          random.next() * 0.6,
        strength: (atrp ?? 2.5) + gaussian(random) * 0.22,
        createdAt,
      };
      created.push(player);
      rows.push({
        id: player.id,
        name,
        surname,
        displayName: player.displayName,
        gender: group.gender,
        email: random.chance(0.75) ? uniqueEmail(random, name, surname, emails) : null,
        phone: uniquePhone(random, phones),
        birthYear: random.int(1963, 2004),
        strongHand: random.chance(0.11) ? 'left' : 'right',
        backhandType: random.chance(group.gender === 0 ? 0.35 : 0.12) ? 'one-handed' : 'two-handed',
        styleOfPlay: random.weighted(STYLES),
        notes: random.chance(0.08) ? random.pick(NOTES) : null,
        atrp,
        ...stamped(createdAt),
      });
    }
  }
  await insertRows(ctx.tx, players, rows);
  return [demo, ...created];
}

/** The player of player@demo.gr, created with the accounts: a steady 3.0 who plays often. */
async function demoPlayer(ctx: SeedContext): Promise<SeedPlayer> {
  const [row] = await ctx.tx.select().from(players).where(eq(players.id, ctx.accounts.playerId));
  if (!row) throw new Error('the demo player is missing: run seedAccounts first');
  const atrp = row.atrp ?? 3;
  // A member since the spring of 2023, whatever day the accounts were created on.
  const createdAt = athensTime(day(2023, 3, 14), 19, 20);
  await ctx.tx
    .update(players)
    .set({ atrp, birthYear: 1988, ...stamped(createdAt) })
    .where(eq(players.id, row.id));
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    displayName: row.displayName,
    gender: row.gender === 1 ? 1 : 0,
    atrp,
    city: 'athens',
    newcomer: false,
    activity: 2.8,
    strength: atrp + 0.15,
    createdAt,
  };
}

function uniqueName(random: Random, gender: 0 | 1, taken: Set<string>): { name: string; surname: string } {
  for (;;) {
    const name = random.pick(gender === 0 ? MEN_FIRST_NAMES : WOMEN_FIRST_NAMES);
    const surname = random.pick(SURNAMES)[gender];
    if (taken.has(`${name} ${surname}`)) continue;
    taken.add(`${name} ${surname}`);
    return { name, surname };
  }
}

/** A Greek mobile: 69 and eight digits. */
function uniquePhone(random: Random, taken: Set<string>): string {
  for (;;) {
    const phone = `69${random.pick(['0', '3', '4', '5', '7', '8', '9'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    if (taken.has(phone)) continue;
    taken.add(phone);
    return phone;
  }
}

function uniqueEmail(random: Random, name: string, surname: string, taken: Set<string>): string {
  const base = random.chance(0.5) ? `${latin(name)}.${latin(surname)}` : `${latin(name).slice(0, 1)}${latin(surname)}`;
  for (let suffix = 0; ; suffix++) {
    const email = `${base}${suffix === 0 ? '' : suffix + 80}@example.com`;
    if (taken.has(email)) continue;
    taken.add(email);
    return email;
  }
}

const latin = (greek: string): string => slugify(greek).replace(/-/g, '');

/** A standard normal draw (Box–Muller). */
function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}
