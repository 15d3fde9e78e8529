import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pendingMigrations, readMigrationJournal, type JournalEntry } from '../db/pending-migrations.js';
import { checkDatabase } from './check-database.js';
import { isShuttingDown } from './shutting-down.js';

/** What a ready process needs, each a key of the 503's `errors`. */
type ReadinessCheck = 'shutdown' | 'database' | 'migrations';

export interface ReadinessFailure {
  check: ReadinessCheck;
  reason: string;
}

/**
 * A probe waits this long for the database at most: a pool with every
 * connection busy or a server gone quiet is "not ready", said before the
 * load balancer's own timeout gives up on the answer.
 */
const DATABASE_DEADLINE_MS = 2_000;

async function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_DEADLINE_MS} ms`)), DATABASE_DEADLINE_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Read once a process: the journal ships with the build and never changes under it. */
let journal: Promise<JournalEntry[]> | undefined;
const migrationJournal = () => {
  journal ??= readMigrationJournal().catch((error: unknown) => {
    journal = undefined;
    throw error;
  });
  return journal;
};

/**
 * Why this process should get no new requests, or null when it may: it is
 * shutting down, the database does not answer, or the database lacks a
 * migration this build expects (a deploy that started before migrating).
 * The reasons name no address or password: the probe answers anyone; the
 * details go to `log` (the request's, so the lines carry its id).
 */
export async function checkReadiness(app: FastifyInstance, log: FastifyBaseLogger): Promise<ReadinessFailure | null> {
  if (isShuttingDown(app)) return { check: 'shutdown', reason: 'the process is shutting down' };
  try {
    await withinDeadline(checkDatabase(app.db));
  } catch (error) {
    log.warn({ err: error }, 'readiness: the database does not answer');
    return { check: 'database', reason: 'the database does not answer' };
  }
  try {
    const pending = await withinDeadline(pendingMigrations(app.db, await migrationJournal()));
    if (pending.length === 0) return null;
    log.warn({ pending }, 'readiness: migrations not applied');
    return { check: 'migrations', reason: `${pending.length} migration(s) not applied` };
  } catch (error) {
    log.warn({ err: error }, 'readiness: the applied migrations could not be read');
    return { check: 'migrations', reason: 'the applied migrations could not be read' };
  }
}
