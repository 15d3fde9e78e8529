// Draw and group rules: our domain functions against tods-competition-factory
// doing the same work, median time of each, side by side.
//
// Knockout draw — a 128 draw, 32 seeds, 120 entrants (so 8 byes):
//   ours     buildKnockoutDraw: seeds on the ITF lines (by lot within each
//            block), byes opposite the top seeds, the unseeded drawn by lot,
//            and the whole bracket of 127 linked matches.
//   factory  generateDrawDefinition of a SINGLE_ELIMINATION draw from the same
//            event entries, the same 32 seeded participants in seed order and
//            its ITF seeding policy (the same seed lines as ours): it also
//            places seeds, byes and the unseeded and builds the 127 matchUps.
//   Neither side adds the draw to a stored tournament; the tournament, its
//   participants and entries are made once, outside the timing.
//
// Group standings — a round-robin group of 8, all 28 matches played, with
//   results fixed below so both sides rank the same group:
//   ours     rankGroup: wins, head-to-head for two tied, sets % then games %
//            for three or more.
//   factory  tallyParticipantResults of the group's 28 completed matchUps with
//            its default round-robin tally (matches won, head-to-head, sets %,
//            games %): the same criteria.
//   Our input is read from the factory's own matchUps, once, outside the timing.
import {
  drawDefinitionConstants,
  fixtures,
  generationGovernor,
  mocksEngine,
  queryGovernor,
  tournamentEngine,
} from 'tods-competition-factory';
import { buildKnockoutDraw, rankGroup, type GroupMatchResult } from '@tennis/domain';

const DRAW_SIZE = 128;
const SEEDS = 32;
const ENTRANTS = 120;
const GROUP_SIZE = 8;

interface Timing {
  medianMs: number;
}

/** Median of `samples` timings, each the mean of `batch` calls, after `warmup` untimed calls. */
function measure(
  work: () => unknown,
  { warmup, samples, batch }: { warmup: number; samples: number; batch: number },
): Timing {
  let sink: unknown;
  for (let i = 0; i < warmup; i++) sink = work();
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink = work();
    times.push((performance.now() - start) / batch);
  }
  if (sink === undefined) throw new Error('the measured work returned nothing');
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN };
}

interface FactoryEvent {
  entries: { participantId: string }[];
}

function drawComparison(): { ours: Timing; factory: Timing } {
  const { tournamentRecord } = mocksEngine.generateTournamentRecord({
    eventProfiles: [{ eventName: 'Bench', participantsProfile: { participantsCount: ENTRANTS } }],
  }) as unknown as { tournamentRecord: { events: FactoryEvent[] } };
  const event = tournamentRecord.events[0] as FactoryEvent;
  const ids = event.entries.map((entry) => entry.participantId);
  const seededParticipants = ids
    .slice(0, SEEDS)
    .map((participantId, i) => ({ participantId, seedNumber: i + 1, seedValue: i + 1 }));

  const ours = measure(
    () =>
      buildKnockoutDraw({
        drawSize: DRAW_SIZE,
        seeded: ids.slice(0, SEEDS),
        unseeded: ids.slice(SEEDS),
        qualifierMatches: 0,
      }),
    { warmup: 200, samples: 50, batch: 50 },
  );
  const generate = generationGovernor.generateDrawDefinition as unknown as (params: object) => {
    error?: unknown;
    drawDefinition?: unknown;
  };
  const factoryParams = {
    tournamentRecord,
    event,
    drawSize: DRAW_SIZE,
    seedsCount: SEEDS,
    seededParticipants,
    policyDefinitions: fixtures.policies.POLICY_SEEDING_ITF,
    drawType: drawDefinitionConstants.SINGLE_ELIMINATION,
  };
  const check = generate(factoryParams);
  if (check.error || !check.drawDefinition) throw new Error('the factory did not generate the draw');
  const factory = measure(() => generate(factoryParams).drawDefinition, { warmup: 3, samples: 15, batch: 1 });
  return { ours, factory };
}

interface FactoryMatchUp {
  drawPositions: number[];
  winningSide: 1 | 2;
  sides: { sideNumber: 1 | 2; participantId: string }[];
  score: { sets: { side1Score: number; side2Score: number }[] };
}

/** Fixed results: the lower draw position wins, except where the two positions add up to a multiple of 5. */
function groupOutcomes(): { drawPositions: [number, number]; scoreString: string; winningSide: 1 | 2 }[] {
  const outcomes: { drawPositions: [number, number]; scoreString: string; winningSide: 1 | 2 }[] = [];
  for (let a = 1; a <= GROUP_SIZE; a++) {
    for (let b = a + 1; b <= GROUP_SIZE; b++) {
      const scoreString = (a + b) % 2 === 1 ? '6-3 6-4' : '6-4 3-6 6-2';
      outcomes.push({ drawPositions: [a, b], scoreString, winningSide: (a + b) % 5 === 0 ? 2 : 1 });
    }
  }
  return outcomes;
}

function groupComparison(): { ours: Timing; factory: Timing; sameOrder: boolean } {
  const { tournamentRecord } = mocksEngine.generateTournamentRecord({
    drawProfiles: [
      {
        drawType: drawDefinitionConstants.ROUND_ROBIN,
        drawSize: GROUP_SIZE,
        structureOptions: { groupSize: GROUP_SIZE },
        outcomes: groupOutcomes(),
      },
    ],
  });
  tournamentEngine.setState(tournamentRecord);
  const all = tournamentEngine.allTournamentMatchUps({ inContext: true }) as unknown as { matchUps: FactoryMatchUp[] };
  const matchUps = all.matchUps;
  if (matchUps.length !== (GROUP_SIZE * (GROUP_SIZE - 1)) / 2) throw new Error('the group is not complete');

  const sideOf = (matchUp: FactoryMatchUp, side: 1 | 2): string =>
    matchUp.sides.find((s) => s.sideNumber === side)?.participantId ?? '';
  const matches: GroupMatchResult<string>[] = matchUps.map((matchUp) => ({
    homeId: sideOf(matchUp, 1),
    awayId: sideOf(matchUp, 2),
    sets: matchUp.score.sets.map((set) => [set.side1Score, set.side2Score] as const),
    winner: matchUp.winningSide === 1 ? 'home' : 'away',
  }));
  const byPosition = [...matchUps].sort((a, b) => (a.drawPositions[0] ?? 0) - (b.drawPositions[0] ?? 0));
  const participantIds = [sideOf(byPosition[0] as FactoryMatchUp, 1)];
  for (const matchUp of byPosition) if (matchUp.drawPositions[0] === 1) participantIds.push(sideOf(matchUp, 2));

  const tally = queryGovernor.tallyParticipantResults as unknown as (params: { matchUps: FactoryMatchUp[] }) => {
    order?: { participantId: string }[];
  };
  const ourOrder = rankGroup(participantIds, matches).map((standing) => standing.id);
  const factoryOrder = (tally({ matchUps }).order ?? []).map((finisher) => finisher.participantId);

  const ours = measure(() => rankGroup(participantIds, matches), { warmup: 2000, samples: 50, batch: 200 });
  const factory = measure(() => tally({ matchUps }), { warmup: 20, samples: 50, batch: 5 });
  return { ours, factory, sameOrder: ourOrder.join() === factoryOrder.join() };
}

function row(work: string, ours: Timing, factory: Timing): string {
  const ratio = factory.medianMs / ours.medianMs;
  return [
    work.padEnd(44),
    `${ours.medianMs.toFixed(4)} ms`.padStart(14),
    `${factory.medianMs.toFixed(3)} ms`.padStart(14),
    `${ratio.toFixed(0)}×`.padStart(14),
    ratio >= 5 ? '  (target ≥ 5×: met)' : '  (target ≥ 5×: MISSED)',
  ].join('');
}

export async function run(): Promise<void> {
  const draw = drawComparison();
  const group = groupComparison();
  console.log(
    ['median time of'.padEnd(44), 'ours'.padStart(14), 'factory'.padStart(14), 'factory/ours'.padStart(14)].join(''),
  );
  console.log(row(`knockout draw ${DRAW_SIZE}, ${SEEDS} seeds, ${ENTRANTS} entrants`, draw.ours, draw.factory));
  console.log(
    row(`group of ${GROUP_SIZE}, all ${(GROUP_SIZE * (GROUP_SIZE - 1)) / 2} matches ranked`, group.ours, group.factory),
  );
  console.log(`group standings agree with the factory's: ${group.sameOrder ? 'yes' : 'no'}`);
}
