import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** Why a concurrency group does not run on the embedded database. */
export const CONCURRENCY_NEEDS_SERVER = 'concurrency tests need the PostgreSQL server; run with TEST_DATABASE_URL';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the concurrency groups of this run write to (describe-concurrency.ts). */
    concurrencyLog: string;
  }
}

/**
 * Opens the run's concurrency log and returns what closes it: a count of the
 * concurrency tests that ran and a list of the groups skipped. With
 * REQUIRE_CONCURRENCY_TESTS=1 (CI's run on the PostgreSQL server) a run in
 * which none ran fails, so a server run that quietly skipped them cannot pass.
 */
export async function openConcurrencyLog(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tennis-concurrency-'));
  project.provide('concurrencyLog', folder);
  return async () => {
    const entries = await readEntries(folder);
    await rm(folder, { recursive: true, force: true });
    const ran = entries.filter((entry) => entry.outcome !== 'skipped');
    const skipped = entries.filter((entry) => entry.outcome === 'skipped');
    if (ran.length > 0) {
      const failed = ran.filter((entry) => entry.outcome === 'fail').length;
      console.log(`Concurrency tests on the PostgreSQL server: ${ran.length} ran, ${failed} failed.`);
    }
    if (skipped.length > 0) {
      console.warn(`${skipped.length} concurrency groups skipped (${CONCURRENCY_NEEDS_SERVER}):`);
      for (const entry of skipped) console.warn(`  ${entry.file} > ${entry.name}`);
    }
    if (process.env.REQUIRE_CONCURRENCY_TESTS === '1' && ran.length === 0) {
      console.error('REQUIRE_CONCURRENCY_TESTS=1, but no concurrency test ran.');
      process.exitCode = 1;
    }
  };
}

async function readEntries(folder: string) {
  const files = await readdir(folder);
  const texts = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  return texts
    .flatMap((text) => text.split('\n').filter(Boolean))
    .map((line) => {
      const [outcome = '', file = '', name = ''] = line.split('\t');
      return { outcome, file, name };
    });
}
