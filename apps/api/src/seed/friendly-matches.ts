import { matches, scoreToRow } from '../db/schema/index.js';
import { addDays, DEMO_TODAY, matchTime, plusMinutes } from './calendar.js';
import type { SeedClub } from './clubs-and-courts.js';
import type { SeedContext } from './context.js';
import type { SeedPlayer } from './players.js';
import { createRandom } from './random.js';
import { insertRows } from './rows.js';
import { playMatch } from './scores.js';

// Friendly matches the demo player submitted from the wizard: visible on
// their own profile only and unlocking no achievements.

export async function seedFriendlyMatches(
  ctx: SeedContext,
  players: readonly SeedPlayer[],
  clubs: readonly SeedClub[],
): Promise<number> {
  const random = createRandom('friendlies');
  const me = players.find((p) => p.id === ctx.accounts.playerId);
  if (!me) return 0;
  const men = players.filter(
    (p) =>
      p.city === 'athens' &&
      p.gender === 0 &&
      p.id !== me.id &&
      p.atrp !== null &&
      Math.abs(p.atrp - (me.atrp ?? 3)) <= 0.5,
  );
  const [teammate, ...opponents] = random.shuffle(men);
  if (!teammate || opponents.length < 5) return 0;
  const athens = clubs.filter((c) => c.hostId === 1);
  const plans = [
    { daysAgo: 40, doubles: false, otherClub: null, notes: 'Πολύ καλό παιχνίδι από τη βασική γραμμή.' },
    { daysAgo: 26, doubles: true, otherClub: null, notes: 'Διπλό με φίλους μετά τη δουλειά.' },
    {
      daysAgo: 12,
      doubles: false,
      otherClub: { name: 'Δημοτικά Γήπεδα Βύρωνα', surface: 'hard' as const },
      notes: null,
    },
    { daysAgo: 5, doubles: false, otherClub: null, notes: 'Δούλεψα το σερβίς, ακόμα θέλει δουλειά.' },
  ];
  const rows = plans.map((plan, index) => {
    const scheduledAt = matchTime(random, addDays(DEMO_TODAY, -plan.daysAgo));
    const club = plan.otherClub ? null : random.pick(athens);
    const court = club ? random.pick(club.courts) : null;
    const away1 = opponents[index] as SeedPlayer;
    const away2 = plan.doubles ? (opponents[4] as SeedPlayer) : null;
    const homeStrength = plan.doubles ? (me.strength + teammate.strength) / 2 : me.strength;
    const awayStrength = away2 ? (away1.strength + away2.strength) / 2 : away1.strength;
    const result = playMatch(random, homeStrength, awayStrength, { retirement: 0, default: 0 });
    const submittedAt = plusMinutes(scheduledAt, 180);
    return {
      id: ctx.ids.next(matches),
      kind: 'friendly' as const,
      type: plan.doubles ? ('doubles' as const) : ('singles' as const),
      homePlayer1Id: me.id,
      homePlayer2Id: plan.doubles ? teammate.id : null,
      awayPlayer1Id: away1.id,
      awayPlayer2Id: away2?.id ?? null,
      state: 'concluded' as const,
      winner: result.winner === 'home' ? 0 : 1,
      ...scoreToRow(result.score),
      scheduledAt,
      clubId: club?.id ?? null,
      courtId: court?.id ?? null,
      surface: court?.surface ?? null,
      otherClubName: plan.otherClub?.name ?? null,
      otherClubSurface: plan.otherClub?.surface ?? null,
      personalNotes: plan.notes,
      concludedAt: submittedAt,
      createdByUserId: ctx.accounts.users.player,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    };
  });
  await insertRows(ctx.tx, matches, rows);
  return rows.length;
}
