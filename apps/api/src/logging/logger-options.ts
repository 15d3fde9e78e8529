import pino from 'pino';
import type { Env } from '../config/env.js';
import { DailyLogFile } from './daily-log-file.js';
import { logsFolder } from './log-files.js';

type LogSettings = Pick<Env, 'APP_ENV' | 'LOG_LEVEL' | 'LOG_FILE_DAYS' | 'DATA_DIR'>;

/** How many days of daily log files are kept: LOG_FILE_DAYS, else 14, and none in tests unless a test asks. */
const logFileDays = (env: Pick<Env, 'APP_ENV' | 'LOG_FILE_DAYS'>): number =>
  env.LOG_FILE_DAYS ?? (env.APP_ENV === 'test' ? 0 : 14);

export interface LoggerSetup {
  /** Fastify's `logger` option. */
  logger: false | { level: string; stream?: pino.DestinationStream };
  /** Writes out and closes the log file, when there is one. */
  close(): void;
}

/**
 * Where the API logs: standard output (never in tests) and, unless turned off,
 * a file per day under DATA_DIR/logs that /log-viewer/logs reads back.
 */
export function loggerSetup(env: LogSettings): LoggerSetup {
  const days = logFileDays(env);
  const toStdout = env.APP_ENV !== 'test';
  if (env.LOG_LEVEL === 'silent' || days === 0) {
    return { logger: toStdout ? { level: env.LOG_LEVEL } : false, close: () => undefined };
  }
  const file = new DailyLogFile(logsFolder(env.DATA_DIR), days);
  const streams: pino.StreamEntry[] = [{ level: env.LOG_LEVEL, stream: file }];
  if (toStdout) streams.push({ level: env.LOG_LEVEL, stream: pino.destination(1) });
  return { logger: { level: env.LOG_LEVEL, stream: pino.multistream(streams) }, close: () => file.end() };
}

const LEVELS_QUIETEST_LAST = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/**
 * The log level of routes machines call every few seconds (health probes,
 * metrics scrapes): warnings and worse, never each request and its answer,
 * which would bury the log under them; quieter still when LOG_LEVEL is.
 */
export const machineRouteLogLevel = (env: Pick<Env, 'LOG_LEVEL'>): Env['LOG_LEVEL'] =>
  LEVELS_QUIETEST_LAST.indexOf(env.LOG_LEVEL) > LEVELS_QUIETEST_LAST.indexOf('warn') ? env.LOG_LEVEL : 'warn';
