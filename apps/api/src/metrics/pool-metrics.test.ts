import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { registerPoolGauges } from './pool-metrics.js';

// The pool's gauges read the pool when Prometheus asks. A server that accepts
// connections and never answers holds the pool's one connection opening, so
// a second query has to wait for it: the state a slow database puts a busy
// process in, without needing one.

let silent: Server | undefined;
const sockets = new Set<Socket>();

async function stopSilentServer(): Promise<void> {
  const server = silent;
  silent = undefined;
  const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await closed;
}
afterEach(stopSilentServer);

async function silentServer(): Promise<number> {
  silent = createServer((socket) => {
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
  return (silent.address() as AddressInfo).port;
}

async function gauges(registry: Registry): Promise<Record<string, number>> {
  const found = await registry.getMetricsAsJSON();
  return Object.fromEntries(found.map((metric) => [metric.name, metric.values[0]?.value ?? Number.NaN]));
}

describe('registerPoolGauges', () => {
  it("reports the pool's connections, idle ones and queries waiting, as they are at the scrape", async () => {
    const port = await silentServer();
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'tennis', database: 'tennis', max: 1 });
    pool.on('error', () => undefined);
    const registry = new Registry();
    registerPoolGauges(registry, pool);
    expect(await gauges(registry)).toEqual({
      db_pool_clients: 0,
      db_pool_idle_clients: 0,
      db_pool_waiting_requests: 0,
    });

    const first = pool.connect().catch(() => undefined);
    const second = pool.connect().catch(() => undefined);
    await expect.poll(() => sockets.size).toBe(1);
    expect(await gauges(registry)).toEqual({
      db_pool_clients: 1,
      db_pool_idle_clients: 0,
      db_pool_waiting_requests: 1,
    });

    // Refused from now on: the opening connection fails, and so does the waiting query's own attempt.
    await stopSilentServer();
    await Promise.all([first, second]);
    await pool.end();
  });
});
