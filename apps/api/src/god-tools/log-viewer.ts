import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LOG_LEVELS,
  UNKNOWN_LOG_LEVEL,
  type TListResponse,
  type TLogEntryField,
  type TLogEntryRow,
  type TLogListQuery,
} from '@tennis/contracts';
import { listMeta } from '../lib/list-meta.js';
import { fieldError } from '../lib/http-error.js';
import { INVALID_SORT } from '../resources/list-query.js';
import { dayOfLogFile, logFileName, logsFolder } from '../logging/log-files.js';
import { logEntryContains, logEntryRow, readLogLine } from './log-entries.js';

// /log-viewer/logs: the API's own log, read from its daily files under
// DATA_DIR/logs. A file holds one Athens day in the order it was written, so
// "newest first" is the files from the last day back, each read from its end.
// Files are read one at a time and only the asked page is kept.

/** The days that have a log file, oldest first. */
async function logDays(dataDir: string): Promise<string[]> {
  const names = await readdir(logsFolder(dataDir)).catch(() => [] as string[]);
  return names
    .map(dayOfLogFile)
    .filter((day): day is string => day !== null)
    .sort();
}

async function linesOf(dataDir: string, day: string): Promise<string[]> {
  const text = await readFile(path.join(logsFolder(dataDir), logFileName(day)), 'utf8').catch(() => '');
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

interface Filters {
  level: string | null;
  needle: string | null;
  from: string | null;
  to: string | null;
}

function filtersOf(query: TLogListQuery): Filters {
  const value = (name: string) => query.filters?.[name]?.trim() || null;
  const level = value('level');
  if (level !== null && !(LOG_LEVELS as readonly string[]).includes(level))
    throw fieldError('filters.level', UNKNOWN_LOG_LEVEL);
  if ((query.sort ?? 'createdAt') !== 'createdAt') throw fieldError('sort', INVALID_SORT);
  return { level, needle: value('text')?.toLocaleLowerCase('el') ?? null, from: value('from'), to: value('to') };
}

/** One page of the log, newest first unless asked otherwise, filtered by level, text and Athens days. */
export async function listLogEntries(dataDir: string, query: TLogListQuery): Promise<TListResponse<TLogEntryRow>> {
  const filters = filtersOf(query);
  const newestFirst = (query.sortDir ?? 'desc') === 'desc';
  const days = (await logDays(dataDir)).filter(
    (day) => (filters.from === null || day >= filters.from) && (filters.to === null || day <= filters.to),
  );
  if (newestFirst) days.reverse();
  const skip = (query.page - 1) * query.pageLength;
  const data: TLogEntryRow[] = [];
  let total = 0;
  for (const day of days) {
    const lines = await linesOf(dataDir, day);
    for (let step = 0; step < lines.length; step++) {
      const index = newestFirst ? lines.length - 1 - step : step;
      const entry = readLogLine(lines[index]!);
      if (filters.level !== null && entry.level !== filters.level) continue;
      if (filters.needle !== null && !logEntryContains(entry, filters.needle)) continue;
      total++;
      if (total > skip && data.length < query.pageLength) data.push(logEntryRow(day, index + 1, entry));
    }
  }
  return { data, meta: listMeta(total, query.page, query.pageLength) };
}

/** The whole text of one line's field, for the dialog behind a cut cell; null when there is no such line. */
export async function loadLogEntryText(
  dataDir: string,
  day: string,
  line: number,
  field: TLogEntryField,
): Promise<string | null> {
  if (!(await logDays(dataDir)).includes(day)) return null;
  const raw = (await linesOf(dataDir, day))[line - 1];
  if (raw === undefined) return null;
  const text = readLogLine(raw).texts[field];
  if (text === null) return '';
  return field === 'context' ? JSON.stringify(JSON.parse(text), null, 2) : text;
}
