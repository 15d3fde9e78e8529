// computeStandings over a championship far larger than a real season
// (2,000 participations, 30,000 concluded matches) must stay under 30 ms
// median, so the standings can be recomputed on demand instead of cached.
// The data is generated from a fixed seed so every run measures the same input.
import { computeStandings, raceToMonth } from '@tennis/domain';
import type { StandingsMatch, StandingsParticipation } from '@tennis/domain';

const PARTICIPATIONS = 2_000;
const MATCHES = 30_000;
const TARGET_MEDIAN_MS = 30;
const WARM_UP_RUNS = 20;
const MEASURED_RUNS = 101;

/** mulberry32: a small seeded PRNG, enough for reproducible test data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function generateSeason(seed: number): { participations: StandingsParticipation[]; matches: StandingsMatch[] } {
  const random = seededRandom(seed);
  const atrps = [1.5, 2, 2, 2.5, 2.5, 3, 3, 3.5, 4, 4.5];
  const statuses = ['play', 'play', 'play', 'play', 'play', 'play', 'play', 'pause', 'off'] as const;
  const kinds = [
    'normal',
    'normal',
    'normal',
    'normal',
    'normal',
    'normal',
    'normal',
    'ret',
    'def',
    'walkover',
  ] as const;

  const participations = Array.from({ length: PARTICIPATIONS }, (_, index): StandingsParticipation => ({
    id: index + 1,
    playerId: 10_000 + index,
    atrp: pick(random, atrps),
    status: pick(random, statuses),
  }));

  const matches = Array.from({ length: MATCHES }, (_, index): StandingsMatch => {
    const home = 1 + Math.floor(random() * PARTICIPATIONS);
    const away = 1 + ((home + Math.floor(random() * (PARTICIPATIONS - 1))) % PARTICIPATIONS);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    return {
      id: index + 1,
      homeParticipationId: home,
      awayParticipationId: away,
      winner: random() < 0.5 ? 'home' : 'away',
      playedAt: `${month >= 11 ? 2024 : 2025}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} 19:30:00`,
      phase: random() < 0.95 ? 'regular-season' : 'knockout',
      resultKind: pick(random, kinds),
      ...(random() < 0.3 ? { awayAtrp: pick(random, atrps) } : {}),
    };
  });
  return { participations, matches };
}

function measure(runs: number, task: () => unknown): { median: number; p95: number } {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (quantile: number): number =>
    times[Math.min(times.length - 1, Math.floor(quantile * times.length))] as number;
  return { median: at(0.5), p95: at(0.95) };
}

export async function run(): Promise<void> {
  const { participations, matches } = generateSeason(20_261_121);
  const standings = () => computeStandings(participations, matches);
  measure(WARM_UP_RUNS, standings);

  const open = measure(MEASURED_RUNS, standings);
  const under = measure(MEASURED_RUNS, () => computeStandings(participations, matches, { league: 'under-2.5' }));
  const race = measure(MEASURED_RUNS, () => raceToMonth(participations, matches, { year: 2025, month: 3 }));

  const verdict = open.median < TARGET_MEDIAN_MS ? 'PASS' : 'FAIL';
  console.log(`computeStandings, ${PARTICIPATIONS} participations, ${MATCHES} matches, ${MEASURED_RUNS} runs`);
  console.log(
    `  OPEN       median ${open.median.toFixed(2)} ms, p95 ${open.p95.toFixed(2)} ms (target median < ${TARGET_MEDIAN_MS} ms: ${verdict})`,
  );
  console.log(`  UNDER 2.5  median ${under.median.toFixed(2)} ms, p95 ${under.p95.toFixed(2)} ms`);
  console.log(`raceToMonth, one month of the same season`);
  console.log(`  median ${race.median.toFixed(2)} ms, p95 ${race.p95.toFixed(2)} ms`);
}
