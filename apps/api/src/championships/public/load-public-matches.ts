import { sql, type SQL } from 'drizzle-orm';
import type { TPublicMatch } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { scoreFromRow, type ScoreRow } from '../../db/schema/score.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';

// The landing page's schedule and results: the championship's matches with
// the players' names, the club and the score, newest or soonest first.

/** Enough for two weeks of fixtures or the latest results on one page. */
const PUBLIC_MATCHES_LIMIT = 50;

type MatchRow = ScoreRow &
  Record<string, unknown> & {
    id: number;
    scheduledAt: Date | string | null;
    clubId: number | null;
    clubName: string | null;
    clubAcronym: string | null;
    surface: TPublicMatch['surface'];
    homePlayerId: number | null;
    homeName: string | null;
    homeLabel: string | null;
    awayPlayerId: number | null;
    awayName: string | null;
    awayLabel: string | null;
    winner: number | null;
    walkover: boolean;
    suspended: boolean;
    concluded: boolean;
    orderOfPlayComments: string | null;
  };

const SCORE_COLUMNS = sql.raw(
  ['s1', 's2', 'st']
    .flatMap((p) =>
      [`${p}_home`, `${p}_away`, `${p}_home_ret`, `${p}_away_ret`, `${p}_home_def`, `${p}_away_def`].map(
        (c) => `m.${c} as "${camel(c)}"`,
      ),
    )
    .join(', '),
);

function camel(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function present(row: MatchRow): TPublicMatch {
  const score = row.concluded ? scoreFromRow(row) : null;
  return {
    id: row.id,
    scheduledAt: row.scheduledAt === null ? null : formatAthensDateTime(new Date(row.scheduledAt)),
    club: row.clubId === null ? null : { id: row.clubId, name: row.clubName ?? '', acronym: row.clubAcronym },
    surface: row.surface,
    home: { playerId: row.homePlayerId, displayName: row.homeName ?? row.homeLabel ?? '' },
    away: { playerId: row.awayPlayerId, displayName: row.awayName ?? row.awayLabel ?? '' },
    winner: row.winner === null ? null : row.winner === 0 ? 'home' : 'away',
    walkover: row.walkover,
    suspended: row.suspended,
    score,
    orderOfPlayComments: row.orderOfPlayComments,
  };
}

async function loadMatches(db: DbOrTx, championshipId: number, where: SQL, order: SQL): Promise<TPublicMatch[]> {
  const { rows } = await db.execute<MatchRow>(sql`
    select m.id, m.scheduled_at as "scheduledAt", c.id as "clubId", c.name as "clubName", c.acronym as "clubAcronym",
      m.surface, m.home_player1_id as "homePlayerId", hp.display_name as "homeName", m.home_custom_label as "homeLabel",
      m.away_player1_id as "awayPlayerId", ap.display_name as "awayName", m.away_custom_label as "awayLabel",
      m.winner, m.walkover, m.suspended, m.state = 'concluded' as concluded,
      m.order_of_play_comments as "orderOfPlayComments", ${SCORE_COLUMNS}
    from matches m
    left join clubs c on c.id = m.club_id
    left join players hp on hp.id = m.home_player1_id
    left join players ap on ap.id = m.away_player1_id
    where m.championship_id = ${championshipId} and m.kind = 'championship' and not m.is_bye and ${where}
    order by ${order}
    limit ${PUBLIC_MATCHES_LIMIT}`);
  return rows.map(present);
}

/** Matches still to be played from the start of today (Athens), soonest first; suspended ones included. */
export const loadScheduledMatches = (db: DbOrTx, championshipId: number) =>
  loadMatches(
    db,
    championshipId,
    sql`m.state <> 'concluded' and m.scheduled_at >= (date_trunc('day', now() at time zone 'Europe/Athens') at time zone 'Europe/Athens')`,
    sql`m.scheduled_at, m.id`,
  );

/** The latest concluded matches, newest first. */
export const loadRecentResults = (db: DbOrTx, championshipId: number) =>
  loadMatches(db, championshipId, sql`m.state = 'concluded'`, sql`m.scheduled_at desc nulls last, m.id desc`);
