import { sql } from 'drizzle-orm';
import { isInLeague } from '@tennis/domain';
import type { TStandingsEntry, TStandingsResponse } from '@tennis/contracts';
import { withTransaction, type Db, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { rebuildStandings } from './update-standings.js';

// The public tables read the stored aggregates: one indexed read, no
// recount. A championship never computed yet (version 0, e.g. a freshly
// loaded one) is rebuilt once on its first read.

export interface StandingsHead {
  id: number;
  version: number;
  openUnder: boolean;
}

/** The championship's standings version (the ETag's source), or 404 for a draft or an unknown id. */
export async function loadStandingsHead(db: Db, championshipId: number): Promise<StandingsHead> {
  const read = async (from: DbOrTx) => {
    const { rows } = await from.execute<StandingsHead & Record<string, unknown>>(sql`
      select id, standings_version as version, open_under as "openUnder" from championships
      where id = ${championshipId} and state <> 'draft'`);
    return rows[0];
  };
  const head = await read(db);
  if (!head) throw notFound();
  if (head.version > 0) return head;
  return withTransaction(db, async (tx) => {
    await rebuildStandings(tx, championshipId);
    return (await read(tx))!;
  });
}

interface EntryRow extends TStandingsEntry, Record<string, unknown> {
  underRank: number | null;
}

export async function loadStandings(db: DbOrTx, head: StandingsHead): Promise<TStandingsResponse> {
  const { rows } = await db.execute<EntryRow>(sql`
    select cp.open_rank as rank, cp.under_rank as "underRank", cp.id as "participationId", cp.player_id as "playerId",
      p.display_name as "displayName", cp.atrp::float8 as atrp, cp.status, cp.points,
      cp.secondary_points as "secondaryPoints", cp.matches_played as "matchesPlayed", cp.wins, cp.losses
    from championship_participations cp join players p on p.id = cp.player_id
    where cp.championship_id = ${head.id} and cp.state = 'approved' and cp.atrp is not null
    order by cp.open_rank is null, cp.open_rank, cp.points desc, cp.secondary_points desc, cp.wins desc, cp.losses, cp.id`);
  const entry = ({ underRank: _underRank, ...row }: EntryRow): TStandingsEntry => row;
  const open = rows.map(entry);
  const under = head.openUnder
    ? rows
        .filter((row) => isInLeague(row, 'under-2.5'))
        // OFF rows keep the OPEN order among themselves, below the ranked ones.
        .sort((a, b) => (a.underRank ?? Infinity) - (b.underRank ?? Infinity))
        .map((row) => ({ ...entry(row), rank: row.underRank }))
    : [];
  return { championshipId: head.id, open, under };
}
