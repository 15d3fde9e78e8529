import {
  computeStandings,
  countChampionshipPoints,
  KNOCKOUT_PHASE,
  REGULAR_SEASON_PHASE,
  type ChampionshipPhaseCode,
} from '@tennis/domain';
import { matches, scoreToRow } from '../db/schema/index.js';
import { addDays, athensTime, day, DEMO_NOW, DEMO_TODAY, matchTime, plusMinutes, type Day } from './calendar.js';
import { arrangeFixtures, upcomingDensity, type Fixture } from './championship-season.js';
import type { SeedChampionship, SeedChampionshipParticipation } from './championships.js';
import type { SeedContext } from './context.js';
import { createRandom, type Random } from './random.js';
import { insertRows } from './rows.js';
import { playMatch, type PlayedMatch } from './scores.js';
import { standingsMatches, standingsParticipations } from './standings-inputs.js';

export interface SeedChampionshipMatch extends Fixture {
  id: number;
  championship: SeedChampionship;
  phase: ChampionshipPhaseCode;
  /** Null while scheduled (or played but not yet scored). */
  result: PlayedMatch | null;
  suspended: boolean;
  comments: string | null;
  homePoints: number | null;
  awayPoints: number | null;
  homeBalls: boolean;
}

export interface ChampionshipResults {
  matches: SeedChampionshipMatch[];
  /** The eight finalists of each archived championship: its top four and four from the playoffs. */
  finalists: Map<number, SeedChampionshipParticipation[]>;
}

type Draft = Omit<SeedChampionshipMatch, 'id' | 'homePoints' | 'awayPoints'>;

/**
 * The results of the previous season (regular season and knockout playoffs)
 * and of the current one up to yesterday, and the fixtures of the next two
 * weeks, for the two singles championships of each season.
 */
export async function seedChampionshipMatches(
  ctx: SeedContext,
  championships: readonly SeedChampionship[],
): Promise<ChampionshipResults> {
  const drafts: Draft[] = [];
  const finalists = new Map<number, SeedChampionshipParticipation[]>();
  for (const championship of championships) {
    if (championship.type !== 'singles') continue;
    const random = createRandom(`championship-${championship.slug}`);
    if (championship.state === 'archived') {
      const season = arrangeFixtures(
        random,
        championship,
        day(championship.startingYear, 11, 1),
        day(championship.startingYear + 1, 5, 31),
      );
      const regular = season.map((fixture) => played(random, championship, fixture, REGULAR_SEASON_PHASE));
      forceEarlyEndings(random, regular, 2);
      const playoffs = knockoutPlayoffs(random, championship, regular);
      drafts.push(...regular, ...playoffs.matches);
      finalists.set(championship.id, playoffs.finalists);
    } else if (championship.state === 'underway') {
      const current = currentSeason(random, championship);
      forceEarlyEndings(random, current, 1);
      drafts.push(...current);
    }
  }
  drafts.sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.championship.id - b.championship.id);
  const result = drafts.map(
    (draft) => ({ ...draft, id: ctx.ids.next(matches), homePoints: null, awayPoints: null }) as SeedChampionshipMatch,
  );
  assignGainedPoints(result);
  await insertRows(
    ctx.tx,
    matches,
    result.map((match) => matchRow(ctx, match)),
  );
  return { matches: result, finalists };
}

function played(random: Random, championship: SeedChampionship, fixture: Fixture, phase: ChampionshipPhaseCode): Draft {
  return {
    ...fixture,
    championship,
    phase,
    result: playMatch(random, fixture.home.player.strength, fixture.away.player.strength),
    suspended: false,
    comments: null,
    homeBalls: random.chance(0.5),
  };
}

/** A season always has a few retirements and defaults to show, whatever the lots gave. */
function forceEarlyEndings(random: Random, drafts: Draft[], each: number): void {
  const scored = drafts.filter((d) => d.result?.resultKind === 'normal');
  const picked = random.shuffle(scored).slice(0, each * 2);
  picked.forEach((draft, index) => {
    const endings = index < each ? { retirement: 1, default: 0 } : { retirement: 0, default: 1 };
    draft.result = playMatch(random, draft.home.player.strength, draft.away.player.strength, endings);
  });
}

/** Results up to yesterday, two of yesterday's matches still waiting for a score, one suspended by rain, then fixtures. */
function currentSeason(random: Random, championship: SeedChampionship): Draft[] {
  const yesterday = addDays(DEMO_TODAY, -1);
  // The first weeks of a season are busy: everyone wants to get going.
  const past = arrangeFixtures(random, championship, day(championship.startingYear, 11, 1), yesterday, () => 1.6);
  const drafts = past.map((fixture) => played(random, championship, fixture, REGULAR_SEASON_PHASE));
  const yesterdays = drafts.filter((d) => sameDay(d.scheduledAt, yesterday));
  for (const draft of yesterdays.slice(-2)) draft.result = null;
  const rained = drafts.find((d) => sameDay(d.scheduledAt, addDays(DEMO_TODAY, -4)));
  if (rained) {
    rained.result = null;
    rained.suspended = true;
    rained.comments = 'Διακόπηκε λόγω βροχής στο 4-3 του πρώτου σετ. Θα συνεχιστεί σε νέα ημερομηνία.';
  }
  const upcoming = arrangeFixtures(random, championship, DEMO_TODAY, addDays(DEMO_TODAY, 13), upcomingDensity);
  for (const fixture of upcoming) {
    // Today's matches are all in the afternoon and evening: the demo "now" is the morning.
    const scheduledAt = sameDay(fixture.scheduledAt, DEMO_TODAY)
      ? athensTime(DEMO_TODAY, random.int(12, 19), random.pick([0, 30]))
      : fixture.scheduledAt;
    drafts.push({
      ...fixture,
      scheduledAt,
      championship,
      phase: REGULAR_SEASON_PHASE,
      result: null,
      suspended: false,
      comments: random.chance(0.15)
        ? random.pick(['Φέρνει μπαλάκια ο γηπεδούχος.', 'Κλεισμένο γήπεδο με προβολείς.', 'Ζητήθηκε γήπεδο με χώμα.'])
        : null,
      homeBalls: random.chance(0.5),
    });
  }
  return drafts;
}

/**
 * June's knockout playoffs: the top four of the regular season go straight
 * to the finals; the next eight or sixteen (15 matches played first) play
 * for the other four places. Knockout results earn no championship points.
 */
function knockoutPlayoffs(
  random: Random,
  championship: SeedChampionship,
  regular: readonly Draft[],
): { matches: Draft[]; finalists: SeedChampionshipParticipation[] } {
  const inputs = regular.map((draft, index) => ({
    ...draft,
    id: index + 1,
    homeParticipationId: draft.home.id,
    awayParticipationId: draft.away.id,
  }));
  const table = computeStandings(standingsParticipations(championship), standingsMatches(inputs)).filter(
    (row) => row.rank !== null,
  );
  const ranked = [...table.filter((row) => row.knockoutEligible), ...table.filter((row) => !row.knockoutEligible)];
  const byId = new Map(championship.participations.map((p) => [p.id, p]));
  const participation = (id: number) => byId.get(id) as SeedChampionshipParticipation;
  const direct = ranked.slice(0, 4).map((row) => participation(row.participationId));
  const playoffSize = ranked.length >= 20 ? 16 : 8;
  let round = ranked.slice(4, 4 + playoffSize).map((row) => participation(row.participationId));
  const result: Draft[] = [];
  let firstDay: Day = day(championship.startingYear + 1, 6, 2);
  while (round.length > 4) {
    const winners: SeedChampionshipParticipation[] = [];
    for (let i = 0; i < round.length / 2; i++) {
      const home = round[i] as SeedChampionshipParticipation;
      const away = round[round.length - 1 - i] as SeedChampionshipParticipation;
      const club = random.pick(championship.venues);
      const date = addDays(firstDay, random.int(0, 6));
      const draft = played(
        random,
        championship,
        { home, away, scheduledAt: matchTime(random, date), club, court: random.pick(club.courts) },
        KNOCKOUT_PHASE,
      );
      winners.push(draft.result?.winner === 'home' ? home : away);
      result.push(draft);
    }
    round = winners;
    firstDay = addDays(firstDay, 9);
  }
  return { matches: result, finalists: [...direct, ...round] };
}

/** meta.*.gainedPoints: what each side's points grew by when the match was scored, caps included. */
function assignGainedPoints(all: SeedChampionshipMatch[]): void {
  const records = new Map<number, { played: number; winsByLevel: number[] }>();
  const pointsOf = (id: number) => {
    const record = records.get(id) ?? { played: 0, winsByLevel: [0, 0, 0, 0, 0, 0, 0] };
    records.set(id, record);
    return record;
  };
  for (const match of all) {
    if (!match.result || match.phase !== REGULAR_SEASON_PHASE) continue;
    for (const side of ['home', 'away'] as const) {
      const participation = match[side];
      const opponent = match[side === 'home' ? 'away' : 'home'];
      const record = pointsOf(participation.id);
      const before = countChampionshipPoints(record.played, record.winsByLevel).points;
      const won = match.result.winner === side;
      if (won || match.result.resultKind !== 'def') record.played++;
      if (won) record.winsByLevel[levelIndex(opponent.atrp as number)]! += 1;
      const gained = countChampionshipPoints(record.played, record.winsByLevel).points - before;
      if (side === 'home') match.homePoints = gained;
      else match.awayPoints = gained;
    }
  }
}

/** 0 for ATRP 1.5 … 6 for 4.5, as countChampionshipPoints counts wins. */
const levelIndex = (atrp: number): number => Math.round(atrp * 2 - 3);

function sameDay(instant: Date, date: Day): boolean {
  const start = athensTime(date);
  return instant >= start && instant < athensTime(addDays(date, 1));
}

function matchRow(ctx: SeedContext, match: SeedChampionshipMatch): typeof matches.$inferInsert {
  const concluded = match.result !== null;
  // Arranged a few days ahead, and never after the demo's "now".
  const arranged = plusMinutes(match.scheduledAt, -60 * 24 * (2 + (match.id % 5)));
  const createdAt = arranged < DEMO_NOW ? arranged : plusMinutes(DEMO_NOW, -60 * (1 + (match.id % 40)));
  const concludedAt = concluded ? plusMinutes(match.scheduledAt, 120 + (match.id % 7) * 90) : null;
  return {
    id: match.id,
    kind: 'championship',
    type: 'singles',
    hostId: 1,
    championshipId: match.championship.id,
    homePlayer1Id: match.home.player.id,
    awayPlayer1Id: match.away.player.id,
    homePlayer1Balls: match.homeBalls,
    awayPlayer1Balls: !match.homeBalls,
    tournamentPhase: match.phase,
    state: concluded ? 'concluded' : 'initialized',
    suspended: match.suspended,
    winner: match.result ? (match.result.winner === 'home' ? 0 : 1) : null,
    ...scoreToRow(match.result?.score ?? null),
    homePoints: match.homePoints,
    awayPoints: match.awayPoints,
    scheduledAt: match.scheduledAt,
    clubId: match.club.id,
    courtId: match.court.id,
    surface: match.court.surface,
    orderOfPlayComments: match.comments,
    concludedAt,
    createdByUserId: match.id % 3 === 0 ? ctx.accounts.users.host : ctx.accounts.users.employee,
    version: concluded ? 2 : 1,
    createdAt,
    updatedAt: concludedAt ?? createdAt,
  };
}
