import { DEFAULT_MATCH_FORMAT_CODE, formatScore, setWinner, type MatchScore as DomainScore } from '@tennis/domain';
import type { TEntryStatus, TMatch, TMatchPlayer, TPresentedScore } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { matches } from '../db/schema/index.js';
import { scoreFromRow, type MatchScore, type PartScore } from '../db/schema/score.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { managesHost } from '../auth/backoffice-policy.js';

export type MatchRow = typeof matches.$inferSelect;

/** What a list of matches needs beside the rows, loaded once for the whole list. */
export interface MatchLookups {
  players: Map<number, { displayName: string; atrp: number | null }>;
  /** `${championshipId}:${playerId}` → the participation's ATRP. */
  championshipAtrp: Map<string, number | null>;
  clubs: Map<number, { id: number; name: string; acronym: string | null }>;
  events: Map<string, { name: string; archived: boolean }>;
  /** Tournament participation id → its entry status. */
  entryStatuses: Map<number, TEntryStatus>;
  /** Tournament category id → its match format code. */
  matchFormats?: Map<number, string>;
}

const eventKey = (row: Pick<MatchRow, 'tournamentId' | 'championshipId'>): string | null =>
  row.tournamentId !== null ? `t:${row.tournamentId}` : row.championshipId !== null ? `c:${row.championshipId}` : null;

const presentPart = (part: PartScore) => ({ ...part, winner: setWinner(part) });

function presentScore(score: Required<MatchScore>): TPresentedScore {
  return {
    s1: presentPart(score.s1),
    s2: presentPart(score.s2),
    s3: presentPart(score.s3),
    s4: presentPart(score.s4),
    s5: presentPart(score.s5),
    st: presentPart(score.st),
  };
}

/** The side that gave a walkover: the loser. */
function walkoverSide(row: Pick<MatchRow, 'walkover' | 'winner'>): 'home' | 'away' | null {
  if (!row.walkover || row.winner === null) return null;
  return row.winner === 0 ? 'away' : 'home';
}

/** The score as published: one line from the winner's side, with tie-break points, ret., def. or w/o. */
export function scoreText(row: MatchRow): string {
  const domainScore: DomainScore = { ...scoreFromRow(row), wo: walkoverSide(row) };
  return formatScore(domainScore);
}

function sidePlayers(row: MatchRow, side: 'home' | 'away', lookups: MatchLookups): TMatchPlayer[] {
  const slots =
    side === 'home'
      ? [
          [row.homePlayer1Id, row.homePlayer1Balls],
          [row.homePlayer2Id, row.homePlayer2Balls],
        ]
      : [
          [row.awayPlayer1Id, row.awayPlayer1Balls],
          [row.awayPlayer2Id, row.awayPlayer2Balls],
        ];
  const found: TMatchPlayer[] = [];
  for (const [id, balls] of slots as [number | null, boolean][]) {
    if (id === null) continue;
    const player = lookups.players.get(id);
    const atrp = row.championshipId !== null ? lookups.championshipAtrp.get(`${row.championshipId}:${id}`) : undefined;
    found.push({ id, displayName: player?.displayName ?? `#${id}`, atrp: atrp ?? player?.atrp ?? null, balls });
  }
  return found;
}

function sideLabel(players: TMatchPlayer[], custom: string | null, qualifier: number | null): string | null {
  if (players.length > 0) return players.map((p) => p.displayName).join(' / ');
  if (custom) return custom;
  return qualifier !== null ? `Q${qualifier}` : null;
}

/** A tournament entrant's entry status; null for a championship or friendly side, or an empty line. */
const entryStatusOf = (participationId: number | null, lookups: MatchLookups): TEntryStatus | null =>
  participationId === null ? null : (lookups.entryStatuses.get(participationId) ?? null);

export function presentMatch(row: MatchRow, lookups: MatchLookups, user: AuthUser | null): TMatch {
  const score = scoreFromRow(row);
  const homePlayers = sidePlayers(row, 'home', lookups);
  const awayPlayers = sidePlayers(row, 'away', lookups);
  const key = eventKey(row);
  const event = key ? lookups.events.get(key) : undefined;
  const club = row.clubId !== null ? (lookups.clubs.get(row.clubId) ?? null) : null;
  const manage = managesHost(user, row.hostId) && !event?.archived;
  const hasSides = homePlayers.length > 0 && awayPlayers.length > 0;
  const open = row.state === 'initialized';
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    state: row.state,
    hostId: row.hostId,
    championshipId: row.championshipId,
    tournamentId: row.tournamentId,
    eventName: event?.name ?? null,
    home: {
      displayName: sideLabel(homePlayers, row.homeCustomLabel, row.homeQualifierNumber),
      players: homePlayers,
      entryStatus: entryStatusOf(row.homeParticipationId, lookups),
    },
    away: {
      displayName: sideLabel(awayPlayers, row.awayCustomLabel, row.awayQualifierNumber),
      players: awayPlayers,
      entryStatus: entryStatusOf(row.awayParticipationId, lookups),
    },
    winner: row.winner === 0 || row.winner === 1 ? row.winner : null,
    score: presentScore(score),
    scoreText: row.state === 'concluded' ? scoreText(row) : '',
    matchFormat:
      (row.tournamentCategoryId !== null ? lookups.matchFormats?.get(row.tournamentCategoryId) : undefined) ??
      DEFAULT_MATCH_FORMAT_CODE,
    scheduledAt: row.scheduledAt ? formatAthensDateTime(row.scheduledAt) : null,
    club,
    courtId: row.courtId,
    surface: row.surface,
    phase: row.tournamentPhase,
    orderOfPlayComments: row.orderOfPlayComments,
    suspended: row.suspended,
    bye: row.isBye,
    wo: row.walkover,
    featured: row.featured,
    concludedAt: row.concludedAt ? formatAthensDateTime(row.concludedAt) : null,
    version: row.version,
    permissions: {
      manage,
      score: manage && open && hasSides && !row.isBye,
      schedule: manage && open && !row.isBye,
      rollback: manage && row.state === 'concluded' && !row.isBye,
      swap: manage && open && row.kind === 'championship',
      delete: manage && open && row.kind === 'championship',
    },
  };
}
