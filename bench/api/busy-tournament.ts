// The tournament the public-page benchmarks read: a 128 draw of men's
// singles played through its first three rounds, three smaller draws, and a
// busy day of 64 scheduled matches on eight courts. Draws are made by the
// domain's buildKnockoutDraw and stored by the API's own writer; results go
// through the score core, so winners advance through the same hooks as in
// production. Every random choice comes from a named stream and every
// timestamp is fixed: each run measures the same rows.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TMatchScoreRequest } from '@tennis/contracts';
import { buildKnockoutDraw, seedCount } from '@tennis/domain';
import { loadAuthUser, type AuthUser } from '../../apps/api/src/auth/auth-user.js';
import { withTransaction, type Database, type Db } from '../../apps/api/src/db/client.js';
import {
  clubs,
  clubSurfaces,
  matches,
  participations,
  players,
  tournamentCategories,
  tournaments,
} from '../../apps/api/src/db/schema/index.js';
import { scoreMatch } from '../../apps/api/src/matches/score-match.js';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../../apps/api/src/resources/greek-samples.js';
import { seedAccounts } from '../../apps/api/src/seed/accounts.js';
import { createRandom, type Random } from '../../apps/api/src/seed/random.js';
import { loadDrawEntrants } from '../../apps/api/src/tournaments/draws/draw-entrants.js';
import { insertKnockoutDraw } from '../../apps/api/src/tournaments/draws/write-knockout-draw.js';

/** The busy day, Europe/Athens. */
export const BUSY_DAY = '2026-11-28';

interface CategoryPlan {
  name: string;
  gender: 0 | 1;
  drawSize: number;
  /** Rounds fully played before the benchmark reads the draw. */
  roundsPlayed: number;
  /** Draw phases (players in the round) on court on the busy day. */
  busyDayPhases: number[];
}

const PLANS: CategoryPlan[] = [
  { name: 'Ανδρών Μονό', gender: 0, drawSize: 128, roundsPlayed: 3, busyDayPhases: [32, 16] },
  { name: 'Γυναικών Μονό', gender: 1, drawSize: 32, roundsPlayed: 0, busyDayPhases: [32] },
  { name: 'Ανδρών 45+', gender: 0, drawSize: 32, roundsPlayed: 0, busyDayPhases: [32] },
  { name: 'Εφήβων Κ18', gender: 0, drawSize: 16, roundsPlayed: 0, busyDayPhases: [16] },
];

const COURTS = 8;
/** Athens times of the day's rounds, every 90 minutes from 09:00. */
const SLOTS = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00', '19:30'];

const part = (home: number, away: number) => ({
  home,
  away,
  homeRet: false,
  awayRet: false,
  homeDef: false,
  awayDef: false,
});
/** Results as the home player saw them; the away side wins the mirrored ones. */
const RESULTS: TMatchScoreRequest[] = [
  { s1: part(6, 4), s2: part(6, 3), st: null },
  { s1: part(7, 5), s2: part(6, 4), st: null },
  { s1: part(6, 2), s2: part(6, 1), st: null },
  { s1: part(6, 4), s2: part(3, 6), st: part(10, 7) },
  { s1: part(7, 6), s2: part(6, 7), st: part(10, 8) },
];
const mirrored = (result: TMatchScoreRequest): TMatchScoreRequest => ({
  s1: part(result.s1.away as number, result.s1.home as number),
  s2: part(result.s2.away as number, result.s2.home as number),
  st: result.st ? part(result.st.away as number, result.st.home as number) : null,
});

export interface BusyTournament {
  tournamentId: number;
  /** The 128 draw. */
  bigCategoryId: number;
  /** Matches on court on BUSY_DAY. */
  busyDayMatches: number;
}

async function insertEntrants(
  db: Db,
  random: Random,
  tournamentId: number,
  categoryId: number,
  plan: CategoryPlan,
): Promise<number[]> {
  const names = plan.gender === 0 ? MALE_NAMES : FEMALE_NAMES;
  const rows = Array.from({ length: plan.drawSize }, () => {
    const name = random.pick(names);
    const [male, female] = random.pick(SURNAMES);
    const surname = plan.gender === 0 ? male : female;
    return { name, surname, displayName: `${name} ${surname}`, gender: plan.gender };
  });
  const stored = await db.insert(players).values(rows).returning({ id: players.id });
  const entries = await db
    .insert(participations)
    .values(
      stored.map((p, i) => ({
        tournamentId,
        tournamentCategoryId: categoryId,
        playerId: p.id,
        state: 'approved' as const,
        rating: 2_000 - i * 7,
      })),
    )
    .returning({ id: participations.id });
  return entries.map((e) => e.id);
}

/** The draw the back office's initialise makes, with the lot drawn from a named stream. */
async function makeDraw(database: Database, user: AuthUser, tournamentId: number, plan: CategoryPlan): Promise<number> {
  const { db } = database;
  const random = createRandom(`bench-busy-tournament:${plan.name}`);
  const [category] = await db
    .insert(tournamentCategories)
    .values({ tournamentId, name: plan.name, type: 'singles', gender: plan.gender })
    .returning();
  const entrants = await insertEntrants(db, random, tournamentId, category!.id, plan);
  const seeds = seedCount(plan.drawSize);
  for (const [index, id] of entrants.slice(0, seeds).entries())
    await db
      .update(participations)
      .set({ seed: index + 1 })
      .where(eq(participations.id, id));
  const draw = buildKnockoutDraw({
    drawSize: plan.drawSize,
    seeded: entrants.slice(0, seeds),
    unseeded: entrants.slice(seeds),
    qualifierMatches: 0,
    random: random.next,
  });
  await withTransaction(db, async (tx) => {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    const [stored] = await tx.select().from(tournamentCategories).where(eq(tournamentCategories.id, category!.id));
    await insertKnockoutDraw(tx, tournament!, stored!, draw, await loadDrawEntrants(tx, entrants), user.id);
    await tx
      .update(tournamentCategories)
      .set({
        state: 'initialized',
        drawSize: plan.drawSize,
        seedsAreSet: true,
        seedCount: seeds,
        initializedAt: new Date('2026-11-20T10:00:00Z'),
      })
      .where(eq(tournamentCategories.id, category!.id));
  });
  // Each round is scored in draw order; the score core's hooks carry the winners on.
  for (let round = 0, phase = plan.drawSize; round < plan.roundsPlayed; round += 1, phase /= 2) {
    const inRound = await db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.tournamentCategoryId, category!.id), eq(matches.tournamentPhase, phase)))
      .orderBy(matches.aa);
    for (const { id } of inRound) {
      const result = random.pick(RESULTS);
      await withTransaction(db, (tx) => scoreMatch(tx, id, user, random.chance(0.3) ? mirrored(result) : result));
    }
  }
  return category!.id;
}

/** Earlier rounds on earlier days; the busy day's phases on eight courts, slot after slot. */
async function schedule(db: Db, tournamentId: number, clubId: number): Promise<number> {
  const onBusyDay: number[] = [];
  for (const plan of PLANS) {
    const { rows } = await db.execute<{ id: number; phase: number }>(sql`
      select m.id, m.tournament_phase as phase from matches m join tournament_categories c on c.id = m.tournament_category_id
      where m.tournament_id = ${tournamentId} and c.name = ${plan.name} order by m.aa`);
    for (const row of rows) {
      if (plan.busyDayPhases.includes(row.phase)) onBusyDay.push(row.id);
      else if (row.phase > Math.max(...plan.busyDayPhases)) {
        // Rounds before the busy day: one day earlier per round.
        const daysBefore = Math.log2(row.phase / Math.max(...plan.busyDayPhases));
        await db.execute(sql`
          update matches set scheduled_at = (${BUSY_DAY}::date - ${daysBefore}::int + time '10:00') at time zone 'Europe/Athens', club_id = ${clubId}, surface = 'clay'
          where id = ${row.id}`);
      }
    }
  }
  // Smaller phases (later rounds) go last in the day.
  const phases = await db
    .select({ id: matches.id, phase: matches.tournamentPhase })
    .from(matches)
    .where(inArray(matches.id, onBusyDay));
  const ordered = phases.sort(
    (a, b) => (b.phase as number) - (a.phase as number) || onBusyDay.indexOf(a.id) - onBusyDay.indexOf(b.id),
  );
  for (const [index, { id }] of ordered.entries()) {
    const slot = SLOTS[Math.floor(index / COURTS) % SLOTS.length];
    await db.execute(sql`
      update matches set scheduled_at = (${BUSY_DAY}::date + ${slot}::time) at time zone 'Europe/Athens', club_id = ${clubId}, surface = 'clay',
        order_of_play_comments = ${index % COURTS === 0 ? 'Όχι πριν τις ' + slot : null}
      where id = ${id}`);
  }
  // Results carry the moment they were entered; fixed here so the answers are the same on every run.
  await db.execute(
    sql`update matches set concluded_at = scheduled_at + interval '95 minutes' where tournament_id = ${tournamentId} and state = 'concluded'`,
  );
  return ordered.length;
}

export async function fillBusyTournament(database: Database): Promise<BusyTournament> {
  const { db } = database;
  const seeded = await seedAccounts(db);
  const user = await loadAuthUser(db, seeded.users.host);
  if (!user) throw new Error('host@demo.gr is missing');
  const [tournament] = await db
    .insert(tournaments)
    .values({
      hostId: 1,
      name: 'Πανελλήνιο Τουρνουά Φθινοπώρου',
      slug: 'panellinio-tournoua-fthinoporou',
      state: 'underway',
      tournamentStart: new Date('2026-11-26T07:00:00Z'),
      participationsEnd: new Date('2026-11-22T21:00:00Z'),
      firstCategoryCostCents: 2500,
    })
    .returning();
  const [club] = await db
    .insert(clubs)
    .values({ hostId: 1, name: 'Όμιλος Αντισφαίρισης Αθηνών', acronym: 'ΟΑΑ' })
    .returning();
  await db.insert(clubSurfaces).values({ clubId: club!.id, surface: 'clay' });
  const categoryIds: number[] = [];
  for (const plan of PLANS) categoryIds.push(await makeDraw(database, user, tournament!.id, plan));
  const busyDayMatches = await schedule(db, tournament!.id, club!.id);
  return { tournamentId: tournament!.id, bigCategoryId: categoryIds[0]!, busyDayMatches };
}
