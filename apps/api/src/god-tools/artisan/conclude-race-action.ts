import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { computeRaceSnapshot } from '../../championships/standings/load-race.js';
import type { Db } from '../../db/client.js';
import { currentAthensMonth } from '../../lib/athens-time.js';
import { conflict } from '../../lib/http-error.js';
import { defineAction } from './artisan-action.js';

export const MONTH_NOT_OVER = 'Ο μήνας δεν έχει τελειώσει ακόμη';
export const NOTHING_TO_CONCLUDE = 'Δεν υπάρχει αγώνας πρωταθλήματος σε αυτόν τον μήνα που να μην έχει ήδη κλείσει';

const ZParams = z.object({
  month: z.coerce.number().int().min(1, 'Μη έγκυρος μήνας').max(12, 'Μη έγκυρος μήνας'),
  year: z.coerce.number().int().min(2000, 'Μη έγκυρο έτος').max(2100, 'Μη έγκυρο έτος'),
});
type Params = z.infer<typeof ZParams>;

const monthText = ({ year, month }: Params) => `${year}-${String(month).padStart(2, '0')}`;

/** Championships with results in that Athens month whose race of the month is not closed yet. */
async function openRaces(db: Db, params: Params): Promise<number[]> {
  if (monthText(params) >= currentAthensMonth()) throw conflict(MONTH_NOT_OVER);
  const { rows } = await db.execute<{ id: number }>(sql`
    select c.id from championships c
    where exists (
      select 1 from matches m where m.championship_id = c.id and m.state = 'concluded'
        and to_char(m.scheduled_at at time zone 'Europe/Athens', 'YYYY-MM') = ${monthText(params)})
    and not exists (
      select 1 from standings_snapshots s where s.championship_id = c.id and s.kind = 'monthly-race'
        and s.year = ${params.year} and s.month = ${params.month} and s.concluded_at is not null)
    order by c.id`);
  if (rows.length === 0) throw conflict(NOTHING_TO_CONCLUDE);
  return rows.map((row) => row.id);
}

/**
 * conclude-r2m: closes the race to the month of a past month in every
 * championship that played in it: its table is counted once more and kept as
 * it is from then on (later changes of results no longer move it).
 */
export const concludeRaceAction = defineAction({
  name: 'conclude-r2m',
  summary: 'Closes the race to the month of a past month (month, year) in every championship that played in it.',
  params: ZParams,
  async preview(app, params) {
    const ids = await openRaces(app.db, params);
    return `Θα κλείσει το race to the month ${monthText(params)} σε ${ids.length} πρωταθλήματα.`;
  },
  async run(app, params) {
    const ids = await openRaces(app.db, params);
    const snapshots: number[] = [];
    for (const id of ids) {
      await app.db.transaction(async (tx) => {
        // Serialises with the standings' own updates of this championship.
        await tx.execute(sql`select id from championships where id = ${id} for update`);
        // A run that got here first has closed it already.
        const { rows: closed } = await tx.execute(sql`
          select 1 from standings_snapshots where championship_id = ${id} and kind = 'monthly-race'
            and year = ${params.year} and month = ${params.month} and concluded_at is not null`);
        if (closed.length > 0) return;
        await tx.execute(sql`
          delete from standings_snapshots where championship_id = ${id} and kind = 'monthly-race'
            and year = ${params.year} and month = ${params.month} and concluded_at is null`);
        const snapshotId = await computeRaceSnapshot(tx, id, params.year, params.month);
        await tx.execute(sql`update standings_snapshots set concluded_at = now() where id = ${snapshotId}`);
        snapshots.push(snapshotId);
      });
    }
    return {
      message: `Το race to the month ${monthText(params)} έκλεισε σε ${ids.length} πρωταθλήματα.`,
      changes: { championships: ids, snapshots },
    };
  },
});
