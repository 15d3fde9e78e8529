import { sql } from 'drizzle-orm';
import type { TSiteTrafficResponse } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';

/** Every day of a month (`YYYY-MM`) with its page visits and distinct visitors; days without any count zero. */
export async function countSiteTraffic(db: DbOrTx, month: string): Promise<TSiteTrafficResponse> {
  const first = `${month}-01`;
  const { rows } = await db.execute<{ date: string; visits: number; visitors: number }>(sql`
    select to_char(d, 'YYYY-MM-DD') as date,
      coalesce(sum(v.visits), 0)::int as visits, count(v.visitor)::int as visitors
    from generate_series(${first}::date, (${first}::date + interval '1 month' - interval '1 day')::date, interval '1 day') as d
    left join site_visits v on v.day = d::date
    group by d order by d`);
  return { month, days: rows };
}
