// What the server and the PGlite worker (pglite-worker.ts) say to each other.
// Everything crosses as structured clones: SQL, parameters and rows; never a
// function, so the worker applies the row parsers itself (rawDates).

export type WorkerCall =
  | {
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Dates, timestamps and intervals as PostgreSQL's text, as drizzle's PGlite driver asks. */
      rawDates: boolean;
      tx: number | undefined;
    }
  | { op: 'exec'; sql: string; tx: number | undefined }
  /** Opens a transaction: the answer is its number, once it holds the database. */
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump' }
  | { op: 'close' };

export type WorkerRequest = WorkerCall & { id: number };

/** A database error's own fields (code, constraint, detail…), kept so callers can tell a 23505 from a 23503. */
export interface SerializedError {
  message: string;
  fields: Record<string, unknown>;
}

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notification: number; payload: string }
  | { ready: true }
  | { failed: SerializedError };

export interface WorkerOptions {
  dataDir: string;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) fields[name] = value;
  return { message: error.message, fields: { ...fields, name: error.name } };
}
