import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countCacheAnswer } from '../lib/cache-counts.js';
import { NameIndex } from './name-index.js';
import { SearchIndex, greeklishEntryOf, type EventEntry, type PlayerEntry } from './search-index.js';

// Each process keeps the searchable names in memory (decision 014): a search
// then costs no database round trip, which on the embedded database is the
// difference between a p99 of 200 ms and of a few ms under load.
//
// The index stays current by reading `search_changes`, which triggers fill on
// every insert, delete and rename (migration 0004). A process reads the log at
// most once a second, in the background, so a search never waits for it;
// after a write this process answered, the next search waits for the log
// instead, so whoever saved something finds it at once.
//
// The log is read by transaction id, not by its sequence: a transaction may
// take a lower sequence number and commit after a higher one was read. Each
// read remembers the oldest transaction still running at that moment (the
// snapshot's xmin); everything older was visible to that read, so the next
// read asks for entries written by that transaction or later. Entries can be
// read twice; applying one twice is harmless, as it reloads the row.

/** How long the index is trusted before the log is read again. */
export const SEARCH_INDEX_TRUSTED_MS = 1_000;
/** More changes than this since the last read: reading everything again is cheaper. */
const CHANGES_BEFORE_FULL_LOAD = 2_000;
/** The log keeps a day (prune-search-changes.ts); an index unread for half of that loads everything. */
const FULL_LOAD_AFTER_MS = 12 * 60 * 60 * 1_000;

type ChangeKind = 'player' | 'tournament' | 'championship' | 'host';

// Row shapes as type aliases: the driver's row type needs an index signature.
type PlayerRow = { id: number; title: string; search_name: string };
type EventRow = PlayerRow & { slug: string; host_id: number; state: string };
type HostRow = { id: number; name: string; slug: string };

const toPlayer = (row: PlayerRow): PlayerEntry => ({
  id: Number(row.id),
  title: row.title,
  searchName: row.search_name,
});
const toEvent = (row: EventRow): EventEntry => ({
  ...toPlayer(row),
  slug: row.slug,
  hostId: Number(row.host_id),
  state: row.state,
});

/** Only these rows when ids are given (a jsonb list keeps it one parameter), else all. */
const onlyIds = (ids: readonly number[] | undefined) =>
  ids ? sql`where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)` : sql``;

const playersQuery = (ids?: readonly number[]) =>
  sql`select id, display_name as title, search_name from players ${onlyIds(ids)}`;
const tournamentsQuery = (ids?: readonly number[]) =>
  sql`select id, name as title, search_name, slug, host_id, state from tournaments ${onlyIds(ids)}`;
const championshipsQuery = (ids?: readonly number[]) =>
  sql`select id, name as title, search_name, slug, host_id, state from championships ${onlyIds(ids)}`;
const hostsQuery = sql`select id, name, slug from tournament_hosts`;

const WATERMARK = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

async function loadEverything(db: Db): Promise<{ index: SearchIndex; watermark: string }> {
  // One snapshot for the watermark and every table.
  return db.transaction(
    async (tx) => {
      const watermark = (await tx.execute<{ watermark: string }>(sql`select ${WATERMARK} as watermark`)).rows[0]!
        .watermark;
      const index = new SearchIndex(
        NameIndex.of((await tx.execute<PlayerRow>(playersQuery())).rows.map(toPlayer)),
        NameIndex.of((await tx.execute<EventRow>(tournamentsQuery())).rows.map(toEvent)),
        NameIndex.of((await tx.execute<EventRow>(championshipsQuery())).rows.map(toEvent)),
      );
      await reloadHosts(tx, index);
      return { index, watermark };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function reloadHosts(db: Pick<Db, 'execute'>, index: SearchIndex): Promise<void> {
  const rows = (await db.execute<HostRow>(hostsQuery)).rows;
  index.hosts.clear();
  for (const row of rows) index.hosts.set(Number(row.id), { id: Number(row.id), name: row.name, slug: row.slug });
}

/** Reloads (or removes) each changed row; false when there were too many changes to be worth it. */
async function applyChanges(
  db: Db,
  index: SearchIndex,
  since: string,
): Promise<{ applied: boolean; watermark: string }> {
  const { rows } = await db.execute<{ watermark: string; changes: { kind: ChangeKind; row_id: number }[] }>(sql`
    select ${WATERMARK} as watermark,
           (select coalesce(json_agg(c), '[]'::json)
              from (select distinct kind, row_id from search_changes where xid >= ${since}::xid8 limit ${CHANGES_BEFORE_FULL_LOAD + 1}) c) as changes`);
  const { watermark, changes } = rows[0]!;
  if (changes.length > CHANGES_BEFORE_FULL_LOAD) return { applied: false, watermark };
  const ids = (kind: ChangeKind) =>
    changes.filter((change) => change.kind === kind).map((change) => Number(change.row_id));
  const playerIds = ids('player');
  if (playerIds.length > 0) {
    const found = (await db.execute<PlayerRow>(playersQuery(playerIds))).rows.map(toPlayer);
    replace(index.players, playerIds, found);
    replace(index.playersGreeklish, playerIds, found.map(greeklishEntryOf));
  }
  for (const [kind, names, query] of [
    ['tournament', index.tournaments, tournamentsQuery],
    ['championship', index.championships, championshipsQuery],
  ] as const) {
    const eventIds = ids(kind);
    if (eventIds.length === 0) continue;
    replace(names, eventIds, (await db.execute<EventRow>(query(eventIds))).rows.map(toEvent));
  }
  if (ids('host').length > 0) await reloadHosts(db, index);
  return { applied: true, watermark };
}

/** The changed ids become the rows found; an id not found was deleted. */
function replace<T extends { id: number }>(
  names: { put(entry: T): void; remove(id: number): void },
  ids: readonly number[],
  found: readonly T[],
): void {
  for (const id of ids) names.remove(id);
  for (const entry of found) names.put(entry);
}

/** One database's index in this process. */
export class LiveSearchIndex {
  private index: SearchIndex | undefined;
  private watermark = '';
  private checkedAt = 0;
  private inFlight: Promise<SearchIndex> | undefined;
  private writesNoted = 0;
  private writesSeen = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The index to search now: current as of at most a second ago, and of every write this process answered. */
  async current(): Promise<SearchIndex> {
    const wanted = this.writesNoted;
    countCacheAnswer('search-index', this.index !== undefined && this.writesSeen >= wanted);
    while (!this.index || this.writesSeen < wanted) await this.refresh();
    if (this.clock() - this.checkedAt >= SEARCH_INDEX_TRUSTED_MS) {
      // A failed background read leaves the index as it was; the next search tries again.
      this.refresh().catch(() => undefined);
    }
    return this.index;
  }

  /** A request of this process changed data: the next search reads the log first. */
  noteWrite(): void {
    this.writesNoted++;
  }

  private refresh(): Promise<SearchIndex> {
    this.inFlight ??= this.update().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async update(): Promise<SearchIndex> {
    const writes = this.writesNoted;
    const startedAt = this.clock();
    let index = this.index;
    if (index && startedAt - this.checkedAt < FULL_LOAD_AFTER_MS) {
      const { applied, watermark } = await applyChanges(this.db, index, this.watermark);
      if (applied) this.watermark = watermark;
      else index = undefined;
    } else {
      index = undefined;
    }
    if (!index) ({ index, watermark: this.watermark } = await loadEverything(this.db));
    this.index = index;
    this.checkedAt = startedAt;
    this.writesSeen = writes;
    return index;
  }
}

const live = new WeakMap<Db, LiveSearchIndex>();

/** The process's index of this database, created on first use. */
export function liveSearchIndex(db: Db): LiveSearchIndex {
  let found = live.get(db);
  if (!found) {
    found = new LiveSearchIndex(db);
    live.set(db, found);
  }
  return found;
}
