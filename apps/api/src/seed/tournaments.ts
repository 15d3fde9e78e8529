import { slugify } from '@tennis/domain';
import { hostCategories, roundRobinGroups, sponsors, tournamentCategories, tournaments } from '../db/schema/index.js';
import { addDays, athensTime } from './calendar.js';
import type { SeedClub } from './clubs-and-courts.js';
import type { SeedContext } from './context.js';
import { playKnockout } from './knockout-draws.js';
import type { SeedPlayer } from './players.js';
import { createRandom, type Random } from './random.js';
import { playGroups, type PlayedGroup } from './round-robin-groups.js';
import { insertRows, stamped } from './rows.js';
import {
  HOST_CATEGORIES,
  SPONSORS,
  TOURNAMENTS,
  type CategoryPlan,
  type HostCategoryPlan,
  type TournamentPlan,
} from './tournament-catalog.js';
import { DoublesTeams, enterCategory, type SeedEntry } from './tournament-entries.js';
import { groupMatchRows, knockoutMatchRows, type CategoryInfo, type TournamentInfo } from './tournament-matches.js';
import type { TournamentRows } from './tournament-rows.js';

export interface SeedTournament {
  id: number;
  hostId: number;
  name: string;
  slug: string;
  state: TournamentPlan['state'];
}

export interface HostOfferings {
  /** Host category id by host and key. */
  categoryIds: Map<string, number>;
  sponsorIds: Map<number, number[]>;
}

/** The categories and sponsors hosts 1 and 2 offer. */
export async function seedHostOfferings(ctx: SeedContext): Promise<HostOfferings> {
  const createdAt = athensTime({ year: 2024, month: 9, day: 1 }, 10, 0);
  const categoryIds = new Map<string, number>();
  const sponsorIds = new Map<number, number[]>();
  const categoryRows = ([1, 2] as const).flatMap((hostId) =>
    HOST_CATEGORIES[hostId].map((category, position) => {
      const id = ctx.ids.next(hostCategories);
      categoryIds.set(`${hostId}:${category.key}`, id);
      const { key: _key, ...fields } = category;
      return { id, hostId, ...fields, position, ...stamped(createdAt) };
    }),
  );
  const sponsorRows = ([1, 2] as const).flatMap((hostId) =>
    SPONSORS[hostId].map((sponsor) => {
      const id = ctx.ids.next(sponsors);
      sponsorIds.set(hostId, [...(sponsorIds.get(hostId) ?? []), id]);
      return { id, hostId, ...sponsor, ...stamped(createdAt) };
    }),
  );
  await insertRows(ctx.tx, hostCategories, categoryRows);
  await insertRows(ctx.tx, sponsors, sponsorRows);
  return { categoryIds, sponsorIds };
}

/** The tournaments of the catalogue, one in every state, with their entries, draws and groups. */
export function buildCatalogueTournaments(
  ctx: SeedContext,
  offerings: HostOfferings,
  players: readonly SeedPlayer[],
  clubs: readonly SeedClub[],
  rows: TournamentRows,
): SeedTournament[] {
  const random = createRandom('tournaments');
  const teams = new DoublesTeams(ctx);
  const result = TOURNAMENTS.map((plan) => {
    const tournament = addTournament(ctx, plan, clubs, rows);
    const pool = players.filter((p) => p.city === (plan.hostId === 1 ? 'athens' : 'thessaloniki'));
    const feesSoFar = new Map<number, number>();
    plan.categories.forEach((categoryPlan, position) => {
      const hostCategory = HOST_CATEGORIES[plan.hostId].find((c) => c.key === categoryPlan.key) as HostCategoryPlan;
      const categoryId = ctx.ids.next(tournamentCategories);
      const entries = enterCategory(
        ctx,
        random,
        { id: tournament.id, hostId: plan.hostId, plan },
        { id: categoryId, plan: categoryPlan, hostCategory },
        pool,
        teams,
        feesSoFar,
        rows,
      );
      const base = {
        id: categoryId,
        tournamentId: tournament.id,
        hostCategoryId: offerings.categoryIds.get(`${plan.hostId}:${hostCategory.key}`) ?? null,
        name: hostCategory.name,
        abbreviation: hostCategory.abbreviation,
        type: hostCategory.type,
        gender: hostCategory.gender,
        position,
        ...stamped(tournament.row.createdAt),
      };
      rows.categories.push({
        ...base,
        ...playCategory(
          ctx,
          random,
          tournament.info,
          { id: categoryId, type: hostCategory.type },
          categoryPlan,
          entries,
          rows,
        ),
      });
    });
    (offerings.sponsorIds.get(plan.hostId) ?? []).slice(0, plan.sponsors).forEach((sponsorId, position) => {
      rows.sponsors.push({ tournamentId: tournament.id, sponsorId, position });
    });
    return { id: tournament.id, hostId: plan.hostId, name: plan.name, slug: tournament.row.slug, state: plan.state };
  });
  rows.doublesTeams.push(...teams.rows);
  return result;
}

/** The tournament row and what its matches need to know about it. */
export function addTournament(
  ctx: SeedContext,
  plan: Pick<
    TournamentPlan,
    | 'hostId'
    | 'name'
    | 'state'
    | 'club'
    | 'surface'
    | 'start'
    | 'end'
    | 'participationsEnd'
    | 'participationsOpen'
    | 'firstCategoryCostCents'
    | 'secondCategoryCostCents'
    | 'maxParticipations'
    | 'notes'
    | 'createdAt'
  >,
  clubs: readonly SeedClub[],
  rows: TournamentRows,
): { id: number; info: TournamentInfo; row: { slug: string; createdAt: Date } } {
  const id = ctx.ids.next(tournaments);
  const club = plan.club ? (clubs.find((c) => c.acronym === plan.club) as SeedClub) : null;
  const createdAt = athensTime(plan.createdAt, 11, 0);
  const slug = slugify(plan.name);
  rows.tournaments.push({
    id,
    hostId: plan.hostId,
    name: plan.name,
    slug,
    clubId: club?.id ?? null,
    surface: plan.surface,
    address: club?.address ?? (plan.hostId === 1 ? 'Συνεργαζόμενα γήπεδα στην Αθήνα' : 'Γήπεδα της Θεσσαλονίκης'),
    state: plan.state,
    participationsOpen: plan.participationsOpen,
    tournamentStart: athensTime(plan.start, 9, 0),
    tournamentEnd: athensTime(plan.end, 21, 0),
    participationsEnd: athensTime(plan.participationsEnd, 23, 59),
    firstCategoryCostCents: plan.firstCategoryCostCents,
    secondCategoryCostCents: plan.secondCategoryCostCents,
    maxParticipations: plan.maxParticipations,
    contactPhones: plan.hostId === 1 ? '2100000001, 6944000001' : '2310000001',
    notes: plan.notes,
    createdByUserId: plan.hostId === 1 ? ctx.accounts.users.host : ctx.accounts.users.host2,
    ...stamped(createdAt),
  });
  const info: TournamentInfo = {
    id,
    hostId: plan.hostId,
    state: plan.state,
    start: plan.start,
    end: plan.end,
    club,
    hostClubs: clubs.filter((c) => c.hostId === plan.hostId),
    drawsAt: athensTime(addDays(plan.start, -2), 12, 0),
  };
  return { id, info, row: { slug, createdAt } };
}

/** Initialises and plays a category as its plan says; returns the category's draw fields. */
export function playCategory(
  ctx: SeedContext,
  random: Random,
  tournament: TournamentInfo,
  category: CategoryInfo,
  plan: Pick<CategoryPlan, 'draw' | 'seeds'>,
  entries: readonly SeedEntry[],
  rows: TournamentRows,
): Partial<typeof tournamentCategories.$inferInsert> {
  const seedCount = entries.filter((e) => e.seed !== null).length;
  const seeding = { seedCount, seedsAreSet: seedCount > 0 };
  const draw = plan.draw;
  if (!draw) return seeding;
  if (draw.kind === 'knockout') {
    const played = playKnockout(random, entries, draw);
    rows.matches.push(...knockoutMatchRows(ctx, random, tournament, category, played));
    const concludedAt = played.outcome ? finalTime(rows, category.id) : null;
    if (played.outcome)
      rows.outcomes.push({
        categoryId: category.id,
        winnerParticipationId: played.outcome.winner,
        finalistParticipationId: played.outcome.finalist,
      });
    return {
      ...seeding,
      state: played.outcome ? 'concluded' : 'initialized',
      drawSize: played.draw.drawSize,
      initializedAt: tournament.drawsAt,
      concludedAt,
    };
  }
  const groups = playGroups(random, entries, draw.groups, draw.groupSize, draw.matchesPlayed);
  addGroups(ctx, random, tournament, category, groups, rows);
  return {
    ...seeding,
    state: 'initialized',
    roundRobin: true,
    roundRobinPhase: 'group',
    groupCount: draw.groups,
    groupSize: draw.groupSize,
    drawFollowUp: true,
    drawFollowUpSize: draw.followUpSize,
    initializedAt: tournament.drawsAt,
  };
}

export function addGroups(
  ctx: SeedContext,
  random: Random,
  tournament: TournamentInfo,
  category: CategoryInfo,
  groups: readonly PlayedGroup[],
  rows: TournamentRows,
): void {
  const groupIds = groups.map(() => ctx.ids.next(roundRobinGroups));
  groups.forEach((group, index) => {
    const groupId = groupIds[index] as number;
    rows.groups.push({
      id: groupId,
      tournamentCategoryId: category.id,
      groupNumber: group.groupNumber,
      ...stamped(tournament.drawsAt),
    });
    group.entries.forEach((entry, position) => {
      rows.groupParticipants.push({
        roundRobinGroupId: groupId,
        participationId: entry.participationId,
        position: position + 1,
        ...stamped(tournament.drawsAt),
      });
    });
  });
  rows.matches.push(...groupMatchRows(ctx, random, tournament, category, groups, groupIds));
}

/** When the category's final was scored. */
function finalTime(rows: TournamentRows, categoryId: number): Date | null {
  const final = rows.matches.find((m) => m.tournamentCategoryId === categoryId && m.tournamentPhase === 2);
  return final?.concludedAt ?? null;
}
