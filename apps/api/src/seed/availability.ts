import { availabilityEvents } from '../db/schema/index.js';
import { addDays, athensTime, DEMO_NOW, DEMO_TODAY, isWeekend } from './calendar.js';
import type { SeedChampionship } from './championships.js';
import type { SeedContext } from './context.js';
import { createRandom } from './random.js';
import { insertRows } from './rows.js';

/** The weekly calendars players of the current season filled in to find opponents. */
export async function seedAvailability(ctx: SeedContext, championships: readonly SeedChampionship[]): Promise<number> {
  const random = createRandom('availability');
  const rows: (typeof availabilityEvents.$inferInsert)[] = [];
  for (const championship of championships) {
    if (championship.state !== 'underway') continue;
    const playing = championship.participations.filter((p) => p.state === 'approved' && p.status === 'play');
    const chosen = playing.filter((p, index) => p.player.id === ctx.accounts.playerId || index % 4 === 1);
    for (const participation of chosen) {
      for (let offset = 0; offset < 7; offset++) {
        const date = addDays(DEMO_TODAY, offset);
        if (!random.chance(isWeekend(date) ? 0.6 : 0.35)) continue;
        const startHour = isWeekend(date) ? random.int(9, 15) : random.int(17, 19);
        rows.push({
          playerId: participation.player.id,
          championshipId: championship.id,
          clubId: random.chance(0.7) ? random.pick(championship.venues).id : null,
          startsAt: athensTime(date, startHour, 0),
          endsAt: athensTime(date, startHour + random.int(2, 4), 0),
          createdAt: DEMO_NOW,
        });
      }
    }
  }
  await insertRows(ctx.tx, availabilityEvents, rows);
  return rows.length;
}
