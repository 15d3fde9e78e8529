import { tournamentCategories } from '../db/schema/index.js';
import { athensTime, day } from './calendar.js';
import type { SeedChampionship, SeedChampionshipParticipation } from './championships.js';
import type { SeedClub } from './clubs-and-courts.js';
import type { SeedContext } from './context.js';
import { createRandom, type Random } from './random.js';
import { stamped } from './rows.js';
import { playGroups } from './round-robin-groups.js';
import type { SeedPlayer } from './players.js';
import { enterFixed, type SeedEntry } from './tournament-entries.js';
import type { TournamentRows } from './tournament-rows.js';
import { addGroups, addTournament, playCategory, type SeedTournament } from './tournaments.js';

// The Finals of a finished season (spec 3 §9): the regular season's top four
// and the four winners of June's playoffs, two groups of four in round robin,
// the top two of each group to the semi-finals, then the final. They are
// played as a tournament the championship points at (finals_tournament_id).

const GENITIVE: Record<0 | 1 | 2, string> = { 0: 'Ανδρών', 1: 'Γυναικών', 2: 'Μικτών' };

type FinalsTournament = ReturnType<typeof addTournament>;

export function buildFinalsTournaments(
  ctx: SeedContext,
  championships: readonly SeedChampionship[],
  finalists: ReadonlyMap<number, SeedChampionshipParticipation[]>,
  clubs: readonly SeedClub[],
  rows: TournamentRows,
): SeedTournament[] {
  const result: SeedTournament[] = [];
  for (const championship of championships) {
    const eight = finalists.get(championship.id);
    if (!eight || eight.length !== 8) continue;
    result.push(buildFinals(ctx, championship, eight, clubs, rows));
  }
  return result;
}

/** One championship's Finals: the tournament, its group phase, its knockout phase and their two categories. */
function buildFinals(
  ctx: SeedContext,
  championship: SeedChampionship,
  eight: readonly SeedChampionshipParticipation[],
  clubs: readonly SeedClub[],
  rows: TournamentRows,
): SeedTournament {
  const random = createRandom(`finals-${championship.slug}`);
  const year = championship.startingYear + 1;
  const name = `Τελικά Πρωταθλήματος ${GENITIVE[championship.gender]} ${championship.startingYear}–${year}`;
  const tournament = addFinalsTournament(ctx, name, year, clubs, rows);
  const groupsId = ctx.ids.next(tournamentCategories);
  const knockoutId = ctx.ids.next(tournamentCategories);
  const players = eight.map((p) => p.player);
  const qualified = playGroupPhase(ctx, random, tournament, year, groupsId, players, rows);
  const knockout = playKnockoutPhase(ctx, random, tournament, year, knockoutId, qualified, rows);
  const common = {
    tournamentId: tournament.id,
    type: 'singles' as const,
    gender: championship.gender,
    ...stamped(tournament.row.createdAt),
  };
  rows.categories.push(
    {
      ...common,
      id: groupsId,
      name: 'Όμιλοι',
      abbreviation: 'ΟΜ',
      position: 0,
      state: 'concluded',
      seedCount: 2,
      seedsAreSet: true,
      roundRobin: true,
      roundRobinPhase: 'knockout',
      groupCount: 2,
      groupSize: 4,
      drawFollowUp: true,
      drawFollowUpSize: 4,
      knockoutPhaseCategoryId: knockoutId,
      initializedAt: tournament.info.drawsAt,
      concludedAt: athensTime(day(year, 6, 28), 22, 0),
    },
    { ...common, id: knockoutId, name: 'Ημιτελικοί και τελικός', abbreviation: 'ΤΕΛ', position: 1, ...knockout },
  );
  rows.finals.push({ championshipId: championship.id, tournamentId: tournament.id });
  return { id: tournament.id, hostId: 1, name, slug: tournament.row.slug, state: 'archived' };
}

function addFinalsTournament(
  ctx: SeedContext,
  name: string,
  year: number,
  clubs: readonly SeedClub[],
  rows: TournamentRows,
): FinalsTournament {
  return addTournament(
    ctx,
    {
      hostId: 1,
      name,
      state: 'archived',
      club: 'TAF',
      surface: 'clay',
      start: day(year, 6, 23),
      end: day(year, 7, 4),
      participationsEnd: day(year, 6, 20),
      participationsOpen: false,
      firstCategoryCostCents: 0,
      secondCategoryCostCents: null,
      maxParticipations: 8,
      notes:
        'Οι τέσσερις πρώτοι της κανονικής περιόδου και οι τέσσερις νικητές των knockouts, σε δύο ομίλους των τεσσάρων.',
      createdAt: day(year, 6, 15),
    },
    clubs,
    rows,
  );
}

/** Two groups of four, every match played; answers the four who go on, group winners first. */
function playGroupPhase(
  ctx: SeedContext,
  random: Random,
  tournament: FinalsTournament,
  year: number,
  categoryId: number,
  players: readonly SeedPlayer[],
  rows: TournamentRows,
): SeedEntry[] {
  const entries = enterFixed(ctx, tournament.id, categoryId, players, 2, tournament.row.createdAt, rows);
  const groupPhase = { ...tournament.info, end: day(year, 6, 28) };
  const groups = playGroups(random, entries, 2, 4, 'all');
  addGroups(ctx, random, groupPhase, { id: categoryId, type: 'singles' }, groups, rows);
  // Group winners are the knockout's seeds; the runners-up are drawn against them.
  const byParticipation = new Map(entries.map((e) => [e.participationId, e]));
  const place = (group: number, position: number) =>
    byParticipation.get(groups[group]?.standings[position - 1]?.id ?? -1) as SeedEntry;
  return [place(0, 1), place(1, 1), place(0, 2), place(1, 2)];
}

/** The semi-finals and the final; answers the knockout category's draw fields. */
function playKnockoutPhase(
  ctx: SeedContext,
  random: Random,
  tournament: FinalsTournament,
  year: number,
  categoryId: number,
  qualified: readonly SeedEntry[],
  rows: TournamentRows,
) {
  const entries = enterFixed(
    ctx,
    tournament.id,
    categoryId,
    qualified.map((e) => e.players[0] as SeedPlayer),
    2,
    tournament.row.createdAt,
    rows,
  );
  const knockoutPhase = { ...tournament.info, start: day(year, 7, 2), drawsAt: athensTime(day(year, 6, 29), 12, 0) };
  return playCategory(
    ctx,
    random,
    knockoutPhase,
    { id: categoryId, type: 'singles' },
    { draw: { kind: 'knockout', seeds: 2, roundsPlayed: 'all' } },
    entries,
    rows,
  );
}
