import { LOG_LEVELS, type TLogEntryField, type TLogEntryRow, type TLogLevel } from '@tennis/contracts';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { cutText } from './log-list.js';

// One line of the API's log file (pino's JSON) as /log-viewer/logs shows it:
// its message, its error and its other fields, each cut for the list.

/** pino's level numbers. */
const LEVEL_NUMBERS: Record<TLogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const LEVEL_NAMES = new Map(LOG_LEVELS.map((name) => [LEVEL_NUMBERS[name], name]));

/** The fields every line has, shown in their own columns or not at all. */
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

export interface LogEntry {
  createdAt: string | null;
  level: TLogLevel | null;
  texts: Record<TLogEntryField, string | null>;
}

function errorText(err: unknown): string | null {
  if (err === undefined || err === null) return null;
  if (typeof err !== 'object') return String(err);
  const { stack, type, message } = err as { stack?: unknown; type?: unknown; message?: unknown };
  if (typeof stack === 'string' && stack !== '') return stack;
  return [type, message].filter((part) => typeof part === 'string' && part !== '').join(': ') || JSON.stringify(err);
}

/** A log line read whole; a line that is not a JSON object (a write cut short) is its own message. */
export function readLogLine(raw: string): LogEntry {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { createdAt: null, level: null, texts: { message: raw, error: null, context: null } };
  }
  const fields = parsed as Record<string, unknown>;
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => !OWN_FIELDS.has(key)));
  return {
    createdAt: typeof fields.time === 'number' ? formatAthensDateTime(new Date(fields.time)) : null,
    level: typeof fields.level === 'number' ? (LEVEL_NAMES.get(fields.level) ?? null) : null,
    texts: {
      message: typeof fields.msg === 'string' ? fields.msg : '',
      error: errorText(fields.err),
      // One line in the list, where a cell shows three; the whole text comes indented (log-viewer.ts).
      context: Object.keys(rest).length > 0 ? JSON.stringify(rest) : null,
    },
  };
}

/** A line as a row of the list, its texts cut at 1024 characters. */
export function logEntryRow(day: string, line: number, entry: LogEntry): TLogEntryRow {
  return {
    id: `${day}:${line}`,
    day,
    line,
    createdAt: entry.createdAt,
    level: entry.level,
    message: cutText(entry.texts.message) ?? { text: '', cut: false },
    error: cutText(entry.texts.error),
    context: cutText(entry.texts.context),
  };
}

/** Whether a line holds `needle` (already lower case) in any of its texts. */
export const logEntryContains = (entry: LogEntry, needle: string): boolean =>
  Object.values(entry.texts).some((text) => text !== null && text.toLocaleLowerCase('el').includes(needle));
