import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../../apps/api/src/resources/greek-samples.js';

/**
 * `count` players with Greek names, deterministic from the row number so that
 * every run measures the same data: 25 surnames, so a common partial surname
 * matches about one player in 25. Phones are `prefix` and eight digits; give
 * another prefix where other players' phones may already be taken.
 */
export async function insertGreekPlayers(db: Db, count: number, phonePrefix = '69'): Promise<void> {
  // Lists travel as one jsonb parameter each (a JS array would become a list of parameters).
  const list = (items: readonly string[]) => sql`${JSON.stringify(items)}::jsonb`;
  const male = list(MALE_NAMES);
  const female = list(FEMALE_NAMES);
  const maleSurnames = list(SURNAMES.map(([m]) => m));
  const femaleSurnames = list(SURNAMES.map(([, f]) => f));
  await db.execute(sql`
    insert into players (name, surname, display_name, gender, phone)
    select first_name, last_name, first_name || ' ' || last_name, gender, ${phonePrefix} || lpad(((i * 7919) % 100000000)::text, 8, '0')
      from (
        select i, i % 2 as gender,
               case when i % 2 = 0 then ${male} ->> ((i * 31) % ${MALE_NAMES.length})::int else ${female} ->> ((i * 31) % ${FEMALE_NAMES.length})::int end as first_name,
               case when i % 2 = 0 then ${maleSurnames} ->> ((i * 17) % ${SURNAMES.length})::int else ${femaleSurnames} ->> ((i * 17) % ${SURNAMES.length})::int end as last_name
          from generate_series(1, ${count}) as i
      ) generated`);
}
