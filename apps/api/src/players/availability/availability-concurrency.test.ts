import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { availabilityEvents } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';
import { athensDayFromToday } from './availability-test-days.js';

// Periods of one player sent at once. Each request locks the player's row
// first, so they queue and each joins what the previous ones stored: the
// calendar never ends with two events that overlap.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

describeConcurrency('availability set at once', () => {
  it('20 overlapping periods sent together leave one event covering them all', async () => {
    const day = athensDayFromToday(5);
    const at = (minutes: number) =>
      `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    // 09:00–10:00, 09:30–10:30, … each overlapping the next.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as.player.post(`/api/players/${t.seeded.playerId}/availability`, {
          start: at(540 + i * 30),
          end: at(600 + i * 30),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const rows = await t.db.select().from(availabilityEvents).where(eq(availabilityEvents.playerId, t.seeded.playerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endsAt.getTime() - rows[0]!.startsAt.getTime()).toBe(((600 + 19 * 30 - 540) / 60) * 3_600_000);
  });
});
