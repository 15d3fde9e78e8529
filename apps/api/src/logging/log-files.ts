import path from 'node:path';
import { formatAthensDateTime } from '../lib/athens-time.js';

// The API's own log, a file per Athens day under DATA_DIR/logs: written by
// daily-log-file.ts, read back by /log-viewer/logs.

export const logsFolder = (dataDir: string) => path.join(dataDir, 'logs');

const LOG_FILE_NAME = /^api-(\d{4}-\d{2}-\d{2})\.log$/;

export const logFileName = (day: string) => `api-${day}.log`;

/** The day a log file holds, or null for any other file in the folder. */
export const dayOfLogFile = (name: string): string | null => LOG_FILE_NAME.exec(name)?.[1] ?? null;

/** `2026-11-27` for an instant, on an Athens clock. */
export const athensDay = (instant: Date): string => formatAthensDateTime(instant).slice(0, 10);
