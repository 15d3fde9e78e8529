import type { Env } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { CounterStore } from './counter-store.js';
import { postgresCounterStore } from './postgres-counter-store.js';
import { redisCounterStore } from './redis-counter-store.js';

/** Redis when REDIS_URL is set, else the database every process already shares. */
export const createCounterStore = (env: Pick<Env, 'REDIS_URL'>, db: Db): CounterStore =>
  env.REDIS_URL ? redisCounterStore(env.REDIS_URL) : postgresCounterStore(db);
