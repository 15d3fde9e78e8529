import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.js';
import { serializeError, type WorkerOptions, type WorkerReply, type WorkerRequest } from './pglite-protocol.js';

// The embedded database on a thread of its own (decision 039). PGlite runs
// PostgreSQL compiled to WebAssembly, synchronously: on the server's thread,
// a draw of 128 rebuilt after a score kept every other request waiting. Here
// it only keeps this thread busy. One PGlite, one transaction at a time, as
// before: PGlite itself queues a query that arrives while a transaction is open.

const port = parentPort!;
const { dataDir } = workerData as WorkerOptions;
const send = (reply: WorkerReply) => port.postMessage(reply);

/** The parsers drizzle's PGlite driver passes: these types stay PostgreSQL's text. */
const identity = (value: string) => value;
const rawDateParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    identity,
  ]),
);

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<void>;
}

const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();
let nextNumber = 1;

function begin(db: PGlite): Promise<number> {
  const number = nextNumber++;
  return new Promise((opened, failed) => {
    // PGlite calls back once it has begun, after `done` is assigned.
    const done: Promise<void> = db
      .transaction(
        (tx) =>
          new Promise<void>((committed, rolledBack) => {
            transactions.set(number, { tx, end: (commit) => (commit ? committed() : rolledBack(ROLLBACK)), done });
            opened(number);
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(number));
    // BEGIN itself failing: nobody holds a number to end it with.
    done.catch(failed);
  });
}

function target(db: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function answer(db: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(db, request.tx).query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(request.rawDates ? { parsers: rawDateParsers } : {}),
      });
    case 'exec':
      return target(db, request.tx).exec(request.sql);
    case 'begin':
      return begin(db);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      open.end(request.commit);
      // A failing COMMIT (a deferred constraint) is the caller's error.
      await open.done;
      return null;
    }
    case 'listen': {
      const number = nextNumber++;
      listeners.set(number, await db.listen(request.channel, (payload) => send({ notification: number, payload })));
      return number;
    }
    case 'unlisten':
      await listeners.get(request.listener)?.();
      listeners.delete(request.listener);
      return null;
    case 'dump':
      return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    case 'close':
      if (!db.closed) await db.close();
      return null;
  }
}

try {
  const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  port.on('message', (request: WorkerRequest) => {
    answer(db, request).then(
      (result) => send({ id: request.id, ok: true, result }),
      (error: unknown) => send({ id: request.id, ok: false, error: serializeError(error) }),
    );
  });
  send({ ready: true });
} catch (error) {
  send({ failed: serializeError(error) });
}
