import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { SerializedError, WorkerCall, WorkerOptions, WorkerReply } from './pglite-protocol.js';

/**
 * What the server asks of an embedded database: a PGlite in this thread
 * (tests, the migrated template) or one on its own thread (`PgliteOnWorker`).
 */
export interface PgliteClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** The data directory as a gzipped tar, which `PGlite.create({ loadDataDir })` opens again. */
  dumpDataDir(compression: 'gzip'): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** A database error from the worker, with the fields PostgreSQL gave it (code, constraint, detail…). */
function revive({ message, fields }: SerializedError): Error {
  return Object.assign(new Error(message), fields);
}

/**
 * Only drizzle passes parsers, and only to keep dates as text (identity functions):
 * that much crosses to the worker as a flag; anything else is refused.
 */
function rawDates(options: QueryOptions | undefined): boolean {
  const unknown = Object.keys(options ?? {}).filter((name) => name !== 'parsers' && name !== 'rowMode');
  if (unknown.length > 0) throw new Error(`query options the database worker cannot take: ${unknown.join(', ')}`);
  const parsers = Object.values(options?.parsers ?? {});
  if (parsers.some((parse) => parse('2026-01-01', 0) !== '2026-01-01'))
    throw new Error('only parsers that keep the text can cross to the database worker');
  return parsers.length > 0;
}

/**
 * The worker beside this file. Once built it is JavaScript; from source (tsx,
 * Vitest) it is TypeScript, which a worker thread cannot load by itself in
 * Node 20 (the parent's loader hooks do not reach it), so a two-line bootstrap
 * registers tsx in the worker first.
 */
function startWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: options });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  const bootstrap = `import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`;
  return new Worker(bootstrap, { eval: true, workerData: options });
}

/**
 * PGlite on a worker thread (decision 039), driven by messages: the server's
 * event loop goes on answering while a query runs. Calls are answered in the
 * order PGlite runs them; a transaction holds the database until it ends.
 */
export class PgliteOnWorker implements PgliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #next = 1;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the worker and resolves once its PGlite has opened the data directory. */
  static open(dataDir: string): Promise<PgliteOnWorker> {
    const worker = startWorker({ dataDir });
    const client = new PgliteOnWorker(worker);
    return new Promise((opened, failed) => {
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) opened(client);
        else if ('failed' in reply) failed(revive(reply.failed));
        else if ('notification' in reply) client.#listeners.get(reply.notification)?.(reply.payload);
        else client.#settle(reply);
      });
      worker.on('error', (error) => {
        failed(error);
        client.#fail(error);
      });
      worker.on('exit', (code) => client.#fail(new Error(`the database worker stopped (${code})`)));
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  #settle(reply: Extract<WorkerReply, { id: number }>): void {
    const call = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (reply.ok) call?.resolve(reply.result);
    else call?.reject(revive(reply.error));
  }

  #fail(error: Error): void {
    this.#closed = true;
    for (const call of this.#pending.values()) call.reject(error);
    this.#pending.clear();
  }

  #call<T>(call: WorkerCall): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the database is closed'));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.#worker.postMessage({ ...call, id });
    });
  }

  #query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx: number | undefined) {
    return this.#call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      rawDates: rawDates(options),
      tx,
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, undefined);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql, tx: undefined });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.#call({ op: 'end', tx, commit });
    };
    const handle: Transaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(sql, params, options, tx),
      sql: <R>(strings: TemplateStringsArray, ...params: unknown[]) =>
        this.#query<R>(
          strings.reduce((text, part, index) => `${text}$${index}${part}`),
          params,
          undefined,
          tx,
        ),
      exec: (sql: string) => this.#call({ op: 'exec', sql, tx }),
      rollback: () => end(false),
      listen: () => Promise.reject(new Error('LISTEN inside a transaction is not supported')),
      get closed() {
        return ended;
      },
    };
    try {
      const result = await callback(handle);
      await end(true);
      return result;
    } catch (error) {
      await end(false).catch(() => undefined);
      throw error;
    }
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = await this.#call<number>({ op: 'listen', channel });
    this.#listeners.set(listener, callback);
    return async () => {
      this.#listeners.delete(listener);
      await this.#call({ op: 'unlisten', listener });
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<Uint8Array>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
