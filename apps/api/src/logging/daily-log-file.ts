import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { athensDay, dayOfLogFile, logFileName } from './log-files.js';

type Destination = ReturnType<typeof pino.destination>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A pino destination that writes each Athens day into its own file
 * (`api-YYYY-MM-DD.log`) and removes the files older than `keepDays` days
 * when a new day begins. Writes are pino's own asynchronous file writer;
 * `end()` writes out what it still holds.
 */
export class DailyLogFile {
  private day: string | null = null;
  private file: Destination | null = null;

  constructor(
    private readonly folder: string,
    private readonly keepDays: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  write(line: string): void {
    const day = athensDay(this.now());
    if (day !== this.day) this.open(day);
    this.file?.write(line);
  }

  flushSync(): void {
    try {
      this.file?.flushSync();
    } catch {
      // The file is not open yet: end() still writes out what it holds.
    }
  }

  end(): void {
    this.file?.end();
    this.file = null;
    this.day = null;
  }

  private open(day: string): void {
    this.file?.end();
    this.file = pino.destination({ dest: path.join(this.folder, logFileName(day)), mkdir: true, sync: false });
    this.day = day;
    void this.removeOldFiles().catch(() => undefined);
  }

  /** Today counts as one of the days kept. */
  private async removeOldFiles(): Promise<void> {
    const oldestKept = athensDay(new Date(this.now().getTime() - (this.keepDays - 1) * DAY_MS));
    const names = await readdir(this.folder).catch(() => [] as string[]);
    for (const name of names) {
      const day = dayOfLogFile(name);
      if (day !== null && day < oldestKept) await rm(path.join(this.folder, name), { force: true });
    }
  }
}
