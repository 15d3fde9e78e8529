import { DEMO_TODAY, compareDays, daysBetween, eachDay, isWeekend, matchTime, type Day } from './calendar.js';
import type { SeedChampionship, SeedChampionshipParticipation } from './championships.js';
import type { SeedClub, SeedCourt } from './clubs-and-courts.js';
import type { Random } from './random.js';

// Who meets whom and when in a league of self-arranged matches: active
// players play more, players look for opponents of their own level, nobody
// plays twice a day, the holidays are quiet and weekends are busy.

export interface Fixture {
  home: SeedChampionshipParticipation;
  away: SeedChampionshipParticipation;
  scheduledAt: Date;
  club: SeedClub;
  court: SeedCourt;
}

const CLUB_WEIGHTS: Record<string, number> = { TAF: 3, TENEZ: 2, ΟΑΚ: 2, ΑΚΤΓ: 2, ΟΤΚ: 2, ΤΚΑΠ: 1 };

/** Fixtures on the days from `from` to `to`; `density` scales how busy the league is (1: a normal week). */
export function arrangeFixtures(
  random: Random,
  championship: SeedChampionship,
  from: Day,
  to: Day,
  density: (date: Day) => number = () => 1,
): Fixture[] {
  const approved = championship.participations.filter((p) => p.state === 'approved');
  const meetings = new Map<string, number>();
  const fixtures: Fixture[] = [];
  for (const date of eachDay(from, to)) {
    const available = approved.filter((p) => isAvailable(p, date));
    const perDay = available.reduce((sum, p) => sum + p.player.activity, 0) / 30 / 2;
    const expected = (perDay * dayWeight(date) * density(date)) / 1.3;
    const count = Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0);
    const busy = new Set<number>();
    for (let n = 0; n < count; n++) {
      const free = available.filter((p) => !busy.has(p.id));
      if (free.length < 2) break;
      const home = random.weighted(free.map((p) => [p, p.player.activity] as const));
      const opponents = free.filter((p) => p !== home);
      const away = random.weighted(
        opponents.map((p) => {
          const met = meetings.get(pairKey(home, p)) ?? 0;
          const level = Math.exp(-1.8 * Math.abs(home.player.strength - p.player.strength));
          return [p, p.player.activity * level * (met === 0 ? 1 : met === 1 ? 0.35 : 0.04)] as const;
        }),
      );
      busy.add(home.id).add(away.id);
      meetings.set(pairKey(home, away), (meetings.get(pairKey(home, away)) ?? 0) + 1);
      const club = random.weighted(championship.venues.map((c) => [c, CLUB_WEIGHTS[c.acronym] ?? 1] as const));
      fixtures.push({ home, away, scheduledAt: matchTime(random, date), club, court: random.pick(club.courts) });
    }
  }
  return fixtures;
}

/** Approved, registered by then, and not yet OFF or on PAUSE. */
function isAvailable(participation: SeedChampionshipParticipation, date: Day): boolean {
  if (participation.stoppedAfter && compareDays(date, participation.stoppedAfter) > 0) return false;
  return participation.player.createdAt.getTime() <= Date.UTC(date.year, date.month - 1, date.day);
}

const pairKey = (a: SeedChampionshipParticipation, b: SeedChampionshipParticipation): string =>
  a.id < b.id ? `${a.id}-${b.id}` : `${b.id}-${a.id}`;

function dayWeight(date: Day): number {
  return (isWeekend(date) ? 2 : 1) * holidayFactor(date);
}

/** Christmas to Epiphany and the Easter weekend are quiet (Orthodox Easter 2026: 12 April). */
function holidayFactor(date: Day): number {
  if ((date.month === 12 && date.day >= 24) || (date.month === 1 && date.day <= 6)) return 0.35;
  if (date.year === 2026 && date.month === 4 && date.day >= 10 && date.day <= 13) return 0.3;
  return 1;
}

/** Fixtures arranged ahead of the demo's today thin out over the next two weeks. */
export function upcomingDensity(date: Day): number {
  const ahead = daysBetween(DEMO_TODAY, date);
  return Math.max(0.15, 0.9 - ahead * 0.06);
}
