import {
  championshipParticipations,
  championships,
  championshipVenues,
  championshipVideos,
} from '../db/schema/index.js';
import { addDays, athensTime, day, daysBetween, type Day } from './calendar.js';
import type { SeedClub } from './clubs-and-courts.js';
import type { SeedContext } from './context.js';
import type { SeedPlayer } from './players.js';
import { createRandom, type Random } from './random.js';
import { insertRows, stamped } from './rows.js';

// Host 1's championship catalogue has the ids spec 1 §9 names: 1, 2 and 9 to
// 12. The season runs November to October; year is the season's first year.
//   1  men-2025-2026            archived     9  men-2026-2027            underway
//   2  women-2025-2026          archived    10  women-2026-2027          underway
//  11  men-doubles-2026-2027    coming-soon 12  mixed-doubles-2026-2027  coming-soon

type ParticipationStatus = 'play' | 'pause' | 'off';

export interface SeedChampionshipParticipation {
  id: number;
  player: SeedPlayer;
  /** Null only while pending without a level. */
  atrp: number | null;
  state: 'pending' | 'approved' | 'rejected';
  status: ParticipationStatus;
  /** The last day they played before going OFF or on PAUSE; null while playing. */
  stoppedAfter: Day | null;
}

export interface SeedChampionship {
  id: number;
  slug: string;
  name: string;
  type: 'singles' | 'doubles';
  gender: 0 | 1 | 2;
  state: 'archived' | 'underway' | 'coming-soon';
  startingYear: number;
  venues: SeedClub[];
  participations: SeedChampionshipParticipation[];
}

interface Plan {
  id: number;
  kind: 'men' | 'women' | 'men-doubles' | 'mixed-doubles';
  startingYear: 2025 | 2026;
  state: SeedChampionship['state'];
}

const PLANS: readonly Plan[] = [
  { id: 1, kind: 'men', startingYear: 2025, state: 'archived' },
  { id: 2, kind: 'women', startingYear: 2025, state: 'archived' },
  { id: 9, kind: 'men', startingYear: 2026, state: 'underway' },
  { id: 10, kind: 'women', startingYear: 2026, state: 'underway' },
  { id: 11, kind: 'men-doubles', startingYear: 2026, state: 'coming-soon' },
  { id: 12, kind: 'mixed-doubles', startingYear: 2026, state: 'coming-soon' },
];

const TITLES: Record<Plan['kind'], string> = {
  men: 'Πρωτάθλημα Ανδρών',
  women: 'Πρωτάθλημα Γυναικών',
  'men-doubles': 'Πρωτάθλημα Διπλών Ανδρών',
  'mixed-doubles': 'Πρωτάθλημα Μικτών Διπλών',
};

const DOUBLES_VENUES = ['TAF', 'ΟΑΚ', 'ΟΤΚ'];

/** The league's pages, shown on every landing page of host 1. */
const SOCIAL_LINKS = {
  facebookUrl: 'https://www.facebook.com/athenstennis',
  instagramUrl: 'https://www.instagram.com/athenstennis',
  youtubeUrl: 'https://www.youtube.com/@athenstennis',
};

/** The current men's season shows a video on its landing page; the other championships show none. */
const VIDEOS: Record<number, { title: string; url: string }[]> = {
  9: [
    {
      title: 'Federer/Bencic – Williams/Tiafoe, Hopman Cup: ολόκληρος ο αγώνας',
      url: 'https://www.youtube.com/watch?v=JlrzSvCsIjE',
    },
  ],
};

const REGISTRATION_NOTES = [
  'Μπορώ να παίζω καθημερινές μετά τις 19:00.',
  'Προτιμώ γήπεδα στα βόρεια προάστια.',
  'Διαθέσιμος κυρίως σαββατοκύριακα.',
  'Επιστρέφω μετά από διάλειμμα ενός έτους.',
];

function championshipSlug(kind: Plan['kind'], startingYear: number): string {
  return `${kind}-${startingYear}-${startingYear + 1}`;
}

/** The six championships of host 1, their venues and their participations. */
export async function seedChampionships(
  ctx: SeedContext,
  players: readonly SeedPlayer[],
  clubs: readonly SeedClub[],
): Promise<SeedChampionship[]> {
  const random = createRandom('championships');
  const athensClubs = clubs.filter((club) => club.hostId === 1);
  const result: SeedChampionship[] = [];
  for (const plan of PLANS) {
    const singles = plan.kind === 'men' || plan.kind === 'women';
    const championship: SeedChampionship = {
      id: plan.id,
      slug: championshipSlug(plan.kind, plan.startingYear),
      name: `${TITLES[plan.kind]} ${plan.startingYear}–${plan.startingYear + 1}`,
      type: singles ? 'singles' : 'doubles',
      gender: plan.kind === 'women' ? 1 : plan.kind === 'mixed-doubles' ? 2 : 0,
      state: plan.state,
      startingYear: plan.startingYear,
      venues: singles ? athensClubs : athensClubs.filter((club) => DOUBLES_VENUES.includes(club.acronym)),
      participations: [],
    };
    if (singles) championship.participations = chooseParticipations(ctx, random, championship, players);
    result.push(championship);
  }

  await insertRows(
    ctx.tx,
    championships,
    result.map((championship) => championshipRow(championship)),
  );
  await insertRows(
    ctx.tx,
    championshipVenues,
    result.flatMap((championship) =>
      championship.venues.map((club, position) => ({
        championshipId: championship.id,
        clubId: club.id,
        defaultSurface: club.mainSurface,
        position,
      })),
    ),
  );
  await insertRows(
    ctx.tx,
    championshipParticipations,
    result.flatMap((championship) => participationRows(ctx, random, championship)),
  );
  await insertRows(
    ctx.tx,
    championshipVideos,
    result.flatMap((championship) =>
      (VIDEOS[championship.id] ?? []).map((video, position) => ({
        championshipId: championship.id,
        position,
        ...video,
      })),
    ),
  );
  return result;
}

function championshipRow(championship: SeedChampionship): typeof championships.$inferInsert {
  const year = championship.startingYear;
  return {
    id: championship.id,
    hostId: 1,
    name: championship.name,
    slug: championship.slug,
    type: championship.type,
    gender: championship.gender,
    state: championship.state,
    participationsOpen: championship.state === 'underway',
    year,
    startingYear: year,
    endingYear: year + 1,
    regularSeasonStart: athensTime(day(year, 11, 1)),
    regularSeasonEnd: athensTime(day(year + 1, 5, 31), 23, 59),
    openUnder: championship.type === 'singles',
    ...SOCIAL_LINKS,
    ...stamped(athensTime(day(year, 9, 15), 12, 0)),
  };
}

/**
 * Who plays: the Athens players of the championship's gender. The previous
 * season had no newcomers and a few who since moved up a level; the current
 * one has most of them back, the newcomers, and a few entries still pending.
 */
function chooseParticipations(
  ctx: SeedContext,
  random: Random,
  championship: SeedChampionship,
  players: readonly SeedPlayer[],
): SeedChampionshipParticipation[] {
  const pool = players.filter((player) => player.city === 'athens' && player.gender === championship.gender);
  const demoId = ctx.accounts.playerId;
  const result: SeedChampionshipParticipation[] = [];
  const add = (player: SeedPlayer, fields: Partial<SeedChampionshipParticipation>) =>
    result.push({ id: 0, player, atrp: player.atrp, state: 'approved', status: 'play', stoppedAfter: null, ...fields });

  if (championship.state === 'archived') {
    const seasonEnd = day(championship.startingYear + 1, 5, 31);
    for (const player of pool) {
      if (player.newcomer || player.atrp === null || (player.id !== demoId && !random.chance(0.84))) continue;
      const promoted = player.id !== demoId && player.atrp > 1.5 && random.chance(0.15);
      add(player, { atrp: promoted ? player.atrp - 0.5 : player.atrp });
    }
    markStopped(
      random,
      result,
      demoId,
      { off: championship.gender === 0 ? 3 : 2, pause: championship.gender === 0 ? 2 : 1 },
      day(2026, 1, 10),
      seasonEnd,
    );
  } else {
    for (const player of pool) {
      if (player.atrp === null) {
        add(player, { state: 'pending', atrp: null });
      } else if (player.id === demoId || player.newcomer || random.chance(0.9)) {
        add(player, {});
      } else if (random.chance(0.15)) {
        add(player, { state: 'rejected' });
      }
    }
    markStopped(
      random,
      result,
      demoId,
      { off: championship.gender === 0 ? 3 : 2, pause: championship.gender === 0 ? 5 : 2 },
      day(2026, 11, 3),
      day(2026, 11, 14),
    );
  }
  for (const participation of result) participation.id = ctx.ids.next(championshipParticipations);
  return result;
}

/** Some approved players stop playing mid-season: OFF for good, or on PAUSE with an injury (never the demo player). */
function markStopped(
  random: Random,
  participations: SeedChampionshipParticipation[],
  demoId: number,
  counts: { off: number; pause: number },
  from: Day,
  to: Day,
): void {
  const candidates = random.shuffle(participations.filter((p) => p.state === 'approved' && p.player.id !== demoId));
  const span = daysBetween(from, to);
  candidates.slice(0, counts.off + counts.pause).forEach((participation, index) => {
    participation.status = index < counts.off ? 'off' : 'pause';
    participation.stoppedAfter = addDays(from, random.int(0, span));
  });
}

function participationRows(
  ctx: SeedContext,
  random: Random,
  championship: SeedChampionship,
): (typeof championshipParticipations.$inferInsert)[] {
  const registeredAt = athensTime(day(championship.startingYear, 10, random.int(1, 25)), 12, 0);
  return championship.participations.map((participation) => {
    const isDemo = participation.player.id === ctx.accounts.playerId;
    const createdAt = participation.player.newcomer
      ? participation.player.createdAt
      : new Date(registeredAt.getTime() + random.int(0, 20 * 24 * 60) * 60_000);
    return {
      id: participation.id,
      championshipId: championship.id,
      playerId: participation.player.id,
      state: participation.state,
      atrp: participation.atrp,
      status: participation.status,
      preferredSurface: random.weighted([
        ['clay', 5],
        ['hard', 3],
        ['indoor', 1],
        [null, 2],
      ] as const),
      registrationNotes: random.chance(0.12) ? random.pick(REGISTRATION_NOTES) : null,
      notes: participation.state === 'rejected' ? 'Δεν ολοκληρώθηκε η εγγραφή: δεν απάντησε στις κλήσεις μας.' : null,
      termsAcceptedAt: createdAt,
      contactPermissionGranted: random.chance(0.85),
      registeredByUserId: isDemo ? ctx.accounts.users.player : random.chance(0.4) ? ctx.accounts.users.employee : null,
      ...stamped(createdAt),
    };
  });
}
