import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { containsTerm, normalizedTerm, prefixRank, startsAWord } from './search-terms.js';

// Global search (spec 1 §2.2, §5): players, tournaments and championships by
// name, in one SQL round trip. Every branch is bounded by LIMIT, and the
// players (the large table) are read prefix-first: the branch of names with a
// word starting with the term comes first in a UNION ALL under a LIMIT, so
// when it fills the 20 the "only inside a word" branch never runs.

export type SearchKind = 'championship' | 'tournament' | 'player';

export interface SearchRow {
  kind: SearchKind;
  id: number;
  title: string;
  subtitle: string | null;
  slug: string | null;
  hostSlug: string | null;
  tier: number;
}

/** Which unpublished (draft) tournaments and championships the searcher may find. */
export type DraftVisibility = { kind: 'none' } | { kind: 'all' } | { kind: 'host'; hostId: number };

export interface SearchRequest {
  term: string;
  scope: 'all' | 'players';
  drafts: DraftVisibility;
}

/** The trimmed term, or null when it is too short to search (shorter terms clear the results). */
export function searchableTerm(raw: string): string | null {
  const term = raw.trim().replace(/\s+/g, ' ');
  return [...term].length >= SEARCH_MIN_LENGTH ? term : null;
}

function draftCondition(alias: 'c' | 't', drafts: DraftVisibility): SQL {
  const state = sql.raw(`${alias}.state`);
  const host = sql.raw(`${alias}.host_id`);
  switch (drafts.kind) {
    case 'all':
      return sql`true`;
    case 'host':
      return sql`(${state} <> 'draft' or ${host} = ${drafts.hostId})`;
    case 'none':
      return sql`${state} <> 'draft'`;
  }
}

const LIMIT = SEARCH_MAX_RESULTS;

function playersBranch(term: SQL): SQL {
  const name = sql.raw('p.search_name');
  return sql`
    select * from (
      (select 'player'::text as kind, p.id, p.display_name as title, null::text as subtitle, null::text as slug, null::text as host_slug,
              ${prefixRank(name, term)} as tier
         from players p
        where ${startsAWord(name, term)}
        limit ${LIMIT})
      union all
      (select 'player'::text, p.id, p.display_name, null::text, null::text, null::text, 2
         from players p
        where ${containsTerm(name, term)} and not ${startsAWord(name, term)}
        limit ${LIMIT})
    ) player_hits
    limit ${LIMIT}`;
}

function championshipsBranch(term: SQL, drafts: DraftVisibility): SQL {
  const name = sql.raw('c.search_name');
  return sql`
    (select 'championship'::text as kind, c.id, c.name as title, h.name as subtitle, c.slug, null::text as host_slug,
            ${prefixRank(name, term)} as tier
       from championships c
       join tournament_hosts h on h.id = c.host_id
      where ${containsTerm(name, term)} and ${draftCondition('c', drafts)}
      order by tier, c.search_name, c.id
      limit ${LIMIT})`;
}

function tournamentsBranch(term: SQL, drafts: DraftVisibility): SQL {
  const name = sql.raw('t.search_name');
  return sql`
    (select 'tournament'::text as kind, t.id, t.name as title, h.name as subtitle, t.slug, h.slug as host_slug,
            ${prefixRank(name, term)} as tier
       from tournaments t
       join tournament_hosts h on h.id = t.host_id
      where ${containsTerm(name, term)} and ${draftCondition('t', drafts)}
      order by tier, t.search_name, t.id
      limit ${LIMIT})`;
}

/**
 * The one statement of a search: at most 20 hits in all, prefix matches
 * first (then championships, tournaments, players, then by name). Null for a
 * term shorter than three characters.
 */
export function searchStatement(request: SearchRequest): SQL | null {
  const raw = searchableTerm(request.term);
  if (raw === null) return null;
  const term = normalizedTerm(raw);
  const branches = request.scope === 'players'
    ? [playersBranch(term)]
    : [championshipsBranch(term, request.drafts), tournamentsBranch(term, request.drafts), sql`(${playersBranch(term)})`];
  return sql`
    select kind, id, title, subtitle, slug, host_slug, tier from (${sql.join(branches, sql` union all `)}) hits
    order by tier, case kind when 'championship' then 0 when 'tournament' then 1 else 2 end, title, id
    limit ${LIMIT}`;
}

type HitRow = { kind: SearchKind; id: number; title: string; subtitle: string | null; slug: string | null; host_slug: string | null; tier: number };

/** Runs the search in one round trip; an empty list for a term shorter than three characters. */
export async function searchEverything(db: DbOrTx, request: SearchRequest): Promise<SearchRow[]> {
  const statement = searchStatement(request);
  if (statement === null) return [];
  const result = await db.execute<HitRow>(statement);
  return result.rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    hostSlug: row.host_slug,
    tier: Number(row.tier),
  }));
}
