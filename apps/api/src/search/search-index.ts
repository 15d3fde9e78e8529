import { greeklishKey, greeklishKeysOf, hasGreekLetters } from '@tennis/domain';
import { SEARCH_MAX_RESULTS } from '@tennis/contracts';
import { NameIndex, type NamedEntry } from './name-index.js';
import { normalizeSearchText } from './normalize-search-text.js';
import { searchableTerm, type SearchKind, type SearchRequest, type SearchRow } from './search-request.js';

// The global search over names held in memory (spec 1 §2.2, §5): players,
// tournaments and championships, at most 20 hits in all. A name that starts
// with the term ranks first (tier 0), then one with a later word starting
// with it (tier 1), then one with the term inside a word (tier 2); within a
// tier championships, tournaments, players, each alphabetically (the
// normalised names compare in alphabetical order), then by id.

export interface PlayerEntry extends NamedEntry {
  title: string;
}

export interface EventEntry extends NamedEntry {
  title: string;
  slug: string;
  hostId: number;
  state: string;
}

export interface HostEntry {
  id: number;
  name: string;
  slug: string;
}

/**
 * A player as Greeklish finds it: the same entry under the keys of its name
 * (greeklish.ts in the domain), η-as-i and η-as-e side by side as two words
 * of one name, so `papadopoulos` or `demetris` reaches Παπαδόπουλος Δημήτρης.
 */
export function greeklishEntryOf(entry: PlayerEntry): PlayerEntry {
  const words = entry.searchName.split(' ').map(keysOfWord);
  const asI = words.map((keys) => keys[0]!).join(' ');
  const asE = words.map((keys) => keys.at(-1)!).join(' ');
  return { ...entry, searchName: asE === asI ? asI : `${asI} ${asE}` };
}

/**
 * The keys of each word seen, as names repeat their words (a few hundred
 * first names and surnames among 50,000 players): a full load transliterates
 * each word once instead of each name.
 */
const wordKeys = new Map<string, readonly string[]>();
function keysOfWord(word: string): readonly string[] {
  let keys = wordKeys.get(word);
  if (!keys) {
    keys = greeklishKeysOf(word);
    wordKeys.set(word, keys);
  }
  return keys;
}

/** Everything the search reads, kept current by live-search-index.ts. */
export class SearchIndex {
  constructor(
    readonly players = new NameIndex<PlayerEntry>(),
    readonly tournaments = new NameIndex<EventEntry>(),
    readonly championships = new NameIndex<EventEntry>(),
    readonly hosts = new Map<number, HostEntry>(),
    readonly playersGreeklish = NameIndex.of([...players.inOrder()].map(greeklishEntryOf)),
  ) {}
}

const LIMIT = SEARCH_MAX_RESULTS;
const KIND_ORDER: Record<SearchKind, number> = { championship: 0, tournament: 1, player: 2 };

interface Hit<T extends NamedEntry> {
  tier: number;
  entry: T;
}

/** 0, 1 or 2 as above; -1 when the name does not contain the term. */
export function tierOf(searchName: string, term: string): number {
  if (searchName.startsWith(term)) return 0;
  if (searchName.includes(` ${term}`)) return 1;
  return searchName.includes(term) ? 2 : -1;
}

/**
 * The best hits of one kind, tier by tier, each tier read in order so the
 * first twenty found are the answer: names starting with the term, then
 * names with a later word starting with it (through the word lists), and
 * only when those do not fill the list, the names holding the term inside a word.
 */
function bestOfKind<T extends NamedEntry>(
  index: NameIndex<T>,
  term: string,
  visible: (entry: T) => boolean,
  worstTier = 2,
): Hit<T>[] {
  const hits: Hit<T>[] = [];
  const full = (tier: number, entry: T) => hits.push({ tier, entry }) >= LIMIT;
  for (const entry of index.startingWith(term)) {
    if (visible(entry) && full(0, entry)) return hits;
  }
  for (const entry of index.withWordStarting(term.split(' ')[0]!)) {
    if (tierOf(entry.searchName, term) === 1 && visible(entry) && full(1, entry)) return hits;
  }
  if (worstTier < 2) return hits;
  for (const entry of index.containing(term)) {
    if (tierOf(entry.searchName, term) === 2 && visible(entry) && full(2, entry)) return hits;
  }
  return hits;
}

/** Unpublished tournaments and championships only for the back office that may see them. */
function visibleEvent(drafts: SearchRequest['drafts']): (entry: EventEntry) => boolean {
  switch (drafts.kind) {
    case 'all':
      return () => true;
    case 'host':
      return (entry) => entry.state !== 'draft' || entry.hostId === drafts.hostId;
    case 'none':
      return (entry) => entry.state !== 'draft';
  }
}

/**
 * Players by their names as stored and, for a term in Latin letters, by
 * Greeklish too; a player found both ways keeps its better tier.
 */
function bestPlayers(index: SearchIndex, raw: string, term: string): Hit<PlayerEntry>[] {
  if (hasGreekLetters(raw)) return bestOfKind(index.players, term, () => true);
  // Greeklish matches a word's start only (a key's letters inside a word mean nothing).
  const greeklish = bestOfKind(index.playersGreeklish, greeklishKey(raw), () => true, 1);
  // Twenty hits at tier 0 or 1 leave no room for the stored names' matches inside a word: no full scan.
  const stored = bestOfKind(index.players, term, () => true, greeklish.length >= LIMIT ? 1 : 2);
  const best = new Map(stored.map((hit) => [hit.entry.id, hit]));
  for (const hit of greeklish) {
    const known = best.get(hit.entry.id);
    if (!known || hit.tier < known.tier) best.set(hit.entry.id, hit);
  }
  return [...best.values()];
}

/** The hits for a request, best first; empty for a term shorter than three characters. */
export function searchNames(index: SearchIndex, request: SearchRequest): SearchRow[] {
  const raw = searchableTerm(request.term);
  if (raw === null) return [];
  const term = normalizeSearchText(raw);
  const rows: (SearchRow & { searchName: string })[] = [];
  for (const { tier, entry } of bestPlayers(index, raw, term)) {
    rows.push({
      kind: 'player',
      id: entry.id,
      title: entry.title,
      subtitle: null,
      slug: null,
      hostSlug: null,
      tier,
      searchName: entry.searchName,
    });
  }
  if (request.scope === 'all') {
    const visible = visibleEvent(request.drafts);
    const eventKinds: [SearchKind, NameIndex<EventEntry>][] = [
      ['championship', index.championships],
      ['tournament', index.tournaments],
    ];
    for (const [kind, names] of eventKinds) {
      for (const { tier, entry } of bestOfKind(names, term, visible)) {
        const host = index.hosts.get(entry.hostId);
        rows.push({
          kind,
          id: entry.id,
          title: entry.title,
          subtitle: host?.name ?? null,
          slug: entry.slug,
          hostSlug: kind === 'tournament' ? (host?.slug ?? null) : null,
          tier,
          searchName: entry.searchName,
        });
      }
    }
  }
  rows.sort(
    (a, b) =>
      a.tier - b.tier ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.searchName === b.searchName ? 0 : a.searchName < b.searchName ? -1 : 1) ||
      a.id - b.id,
  );
  return rows.slice(0, LIMIT).map(({ searchName: _searchName, ...row }) => row);
}
