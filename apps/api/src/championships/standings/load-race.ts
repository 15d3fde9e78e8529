import { and, eq, sql } from 'drizzle-orm';
import { raceToMonth, type RaceRow, type StandingsLeague } from '@tennis/domain';
import type { TRaceResponse, TStandingsEntry } from '@tennis/contracts';
import { withTransaction, type Db, type Tx } from '../../db/client.js';
import { standingsEntries, standingsSnapshots } from '../../db/schema/index.js';
import { loadStandingsMatches, loadStandingsParticipations } from './load-standings-inputs.js';
import type { StandingsHead } from './load-standings.js';

// The monthly race (decision 006), cached as a monthly-race snapshot of the
// championship and month. updateStandingsForMatch deletes the snapshots of
// months not yet concluded, so a cached race is always the current one; a
// concluded month (closed by the back office) stays as it was closed.

const LEAGUES: readonly [StandingsLeague, 'open' | 'under'][] = [
  ['open', 'open'],
  ['under-2.5', 'under'],
];

async function findSnapshot(tx: Tx, championshipId: number, year: number, month: number) {
  const [snapshot] = await tx
    .select({ id: standingsSnapshots.id })
    .from(standingsSnapshots)
    .where(
      and(
        eq(standingsSnapshots.championshipId, championshipId),
        eq(standingsSnapshots.kind, 'monthly-race'),
        eq(standingsSnapshots.year, year),
        eq(standingsSnapshots.month, month),
      ),
    )
    .orderBy(sql`${standingsSnapshots.concludedAt} is null`, sql`${standingsSnapshots.computedAt} desc`)
    .limit(1);
  return snapshot ?? null;
}

/** Stores the race of one month as a new monthly-race snapshot; answers its id. */
export async function computeRaceSnapshot(
  tx: Tx,
  championshipId: number,
  year: number,
  month: number,
): Promise<number> {
  const participations = await loadStandingsParticipations(tx, championshipId);
  const matches = await loadStandingsMatches(tx, championshipId, { month: { year, month } });
  const [snapshot] = await tx
    .insert(standingsSnapshots)
    .values({ championshipId, kind: 'monthly-race', year, month })
    .returning({ id: standingsSnapshots.id });
  const entries = LEAGUES.flatMap(([league, stored]) =>
    raceToMonth(participations, matches, { year, month, league }).map((row: RaceRow, position) => ({
      snapshotId: snapshot!.id,
      championshipParticipationId: row.participationId,
      playerId: row.playerId,
      league: stored,
      // The column is required: an OFF row stores its place at the bottom; its status says it is not ranked.
      rank: row.rank ?? position + 1,
      points: row.points,
      secondaryPoints: row.secondaryPoints,
      status: row.status,
      matchesPlayed: row.matchesPlayed,
      wins: row.wins,
      losses: row.losses,
    })),
  );
  if (entries.length) await tx.insert(standingsEntries).values(entries);
  return snapshot!.id;
}

export async function loadRace(db: Db, head: StandingsHead, monthText: string): Promise<TRaceResponse> {
  const [year, month] = monthText.split('-').map(Number) as [number, number];
  return withTransaction(db, async (tx) => {
    // Serialises with updateStandingsForMatch, so a race is never cached from a half-applied change.
    await tx.execute(sql`select id from championships where id = ${head.id} for share`);
    const snapshotId =
      (await findSnapshot(tx, head.id, year, month))?.id ?? (await computeRaceSnapshot(tx, head.id, year, month));
    const { rows } = await tx.execute<TStandingsEntry & { league: 'open' | 'under' } & Record<string, unknown>>(sql`
      select e.league, case when e.status = 'off' then null else e.rank end as rank,
        e.championship_participation_id as "participationId", e.player_id as "playerId",
        p.display_name as "displayName", coalesce(cp.atrp, 0)::float8 as atrp, e.status, e.points,
        e.secondary_points as "secondaryPoints", e.matches_played as "matchesPlayed", e.wins, e.losses
      from standings_entries e
      join players p on p.id = e.player_id
      join championship_participations cp on cp.id = e.championship_participation_id
      where e.snapshot_id = ${snapshotId}
      order by e.rank`);
    const strip = ({ league: _league, ...row }: (typeof rows)[number]): TStandingsEntry => row;
    return {
      championshipId: head.id,
      month: monthText,
      open: rows.filter((r) => r.league === 'open').map(strip),
      under: head.openUnder ? rows.filter((r) => r.league === 'under').map(strip) : [],
    };
  });
}
