import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

// The versions the live pages follow, watched once per process for every
// open stream (decision 032). Each poll is one query over the topics that
// have subscribers, whatever their number; nothing is polled while no page
// is open. The rows are the ones the public caches already trust (decision
// 014 and the standings version): a change made through any process moves
// them, so every process's subscribers hear of it.

/** How often the versions are read while someone listens: a change reaches a page within this and a refetch. */
const LIVE_POLL_MS = 500;
/**
 * A change is told to this many subscribers at a time, a batch each
 * ANNOUNCE_PACE_MS: every page refetches when told, and a crowd of 200 told
 * in the same instant would queue 200 requests behind each other. Paced, the
 * last of them hears within 200 ms and the answers never wait in line.
 */
const ANNOUNCE_BATCH = 25;
const ANNOUNCE_PACE_MS = 25;
/** A comment this often keeps proxies and phones from dropping an idle stream. */
const HEARTBEAT_MS = 25_000;

type LiveKind = 'tournament' | 'standings';

export interface LiveTopic {
  kind: LiveKind;
  id: number;
}

export interface LiveSubscriber {
  /** A version newer than the one this subscriber was last told of. */
  changed(version: number): void;
  heartbeat(): void;
}

/** Each subscriber with the version it was last told of (or connected at). */
type Watched = Map<LiveSubscriber, number>;

const keyOf = (topic: LiveTopic) => `${topic.kind}:${topic.id}`;

export interface LiveVersions {
  /** Starts telling the subscriber of versions after `version`; the returned function stops it. */
  subscribe(topic: LiveTopic, version: number, subscriber: LiveSubscriber): () => void;
  /** Open subscriptions (tests and the per-address limit's neighbours read it). */
  readonly size: number;
  /** Reads the versions now (tests; the timer does it otherwise). */
  poll(): Promise<void>;
  close(): void;
}

interface VersionRow extends Record<string, unknown> {
  kind: LiveKind;
  id: number;
  version: number;
}

async function readVersions(db: Db, tournamentIds: number[], championshipIds: number[]): Promise<VersionRow[]> {
  const { rows } = await db.execute<VersionRow>(sql`
    select 'tournament' as kind, tournament_id as id, version from tournament_public_versions
      where tournament_id = any(${`{${tournamentIds.join(',')}}`}::int[])
    union all
    select 'standings', id, standings_version from championships
      where id = any(${`{${championshipIds.join(',')}}`}::int[])`);
  return rows;
}

export interface LiveVersionsOptions {
  pollMs?: number;
  announcePaceMs?: number;
  heartbeatMs?: number;
  /**
   * Called with the kinds that moved, and awaited, before any subscriber is
   * told: the caches must not answer the refetch with what they trusted.
   */
  moved?(kinds: ReadonlySet<LiveKind>): void | Promise<void>;
}

export function liveVersions(db: Db, options: LiveVersionsOptions = {}): LiveVersions {
  const watched = new Map<string, Watched>();
  let subscriptions = 0;
  let polling: Promise<void> | null = null;
  let closed = false;

  async function pollOnce(): Promise<void> {
    if (watched.size === 0) return;
    const ids = (kind: LiveKind) =>
      [...watched.keys()].filter((key) => key.startsWith(`${kind}:`)).map((key) => Number(key.slice(kind.length + 1)));
    const rows = await readVersions(db, ids('tournament'), ids('standings'));
    const moved = new Set<LiveKind>();
    for (const row of rows)
      for (const known of watched.get(keyOf(row))?.values() ?? []) if (row.version > known) moved.add(row.kind);
    if (moved.size > 0) await options.moved?.(moved);
    const told: [LiveSubscriber, number, Watched][] = [];
    for (const row of rows) {
      const entry = watched.get(keyOf(row));
      if (!entry) continue;
      for (const [subscriber, known] of entry) {
        if (row.version <= known) continue;
        entry.set(subscriber, row.version);
        told.push([subscriber, row.version, entry]);
      }
    }
    for (let start = 0; start < told.length; start += ANNOUNCE_BATCH) {
      if (start > 0) await new Promise((wake) => setTimeout(wake, options.announcePaceMs ?? ANNOUNCE_PACE_MS));
      // A stream closed while its batch waited is told nothing.
      for (const [subscriber, version, entry] of told.slice(start, start + ANNOUNCE_BATCH))
        if (!closed && entry.has(subscriber)) subscriber.changed(version);
    }
  }

  // One read at a time: a slow database makes polls rarer, never piles them up.
  const poll = () => {
    polling ??= pollOnce()
      .catch(() => {
        // A failed read (a restart of the database) is retried on the next tick; the streams stay open.
      })
      .finally(() => {
        polling = null;
      });
    return polling;
  };

  const pollTimer = setInterval(() => void poll(), options.pollMs ?? LIVE_POLL_MS);
  const heartbeatTimer = setInterval(() => {
    for (const entry of watched.values()) for (const subscriber of entry.keys()) subscriber.heartbeat();
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  // Open streams must not keep a stopping process alive.
  pollTimer.unref();
  heartbeatTimer.unref();

  return {
    subscribe(topic, version, subscriber) {
      if (closed) throw new Error('live versions closed');
      const key = keyOf(topic);
      let entry = watched.get(key);
      if (!entry) {
        entry = new Map();
        watched.set(key, entry);
      }
      entry.set(subscriber, version);
      subscriptions += 1;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        subscriptions -= 1;
        entry.delete(subscriber);
        if (entry.size === 0 && watched.get(key) === entry) watched.delete(key);
      };
    },
    get size() {
      return subscriptions;
    },
    poll,
    close() {
      closed = true;
      clearInterval(pollTimer);
      clearInterval(heartbeatTimer);
      watched.clear();
      subscriptions = 0;
    },
  };
}
