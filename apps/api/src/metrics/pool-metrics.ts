import { Gauge, type Registry } from 'prom-client';
import type pg from 'pg';

/**
 * The PostgreSQL pool's connections, read when Prometheus asks: requests
 * waiting for a connection mean the pool (max 10 a process) or the server's
 * max_connections is what slows the answers down.
 */
export function registerPoolGauges(registry: Registry, pool: pg.Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('db_pool_clients', 'Connections the pool holds, open or opening.', () => pool.totalCount);
  gauge('db_pool_idle_clients', 'Connections of the pool waiting for a query.', () => pool.idleCount);
  gauge('db_pool_waiting_requests', 'Queries waiting for a connection of the pool.', () => pool.waitingCount);
}
