import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject } from 'vitest';
import { CONCURRENCY_NEEDS_SERVER } from './concurrency-log.js';

/**
 * A group of tests that fire requests at once against the same rows, to prove
 * a lock or a unique index holds. PGlite runs one transaction at a time, so
 * there they would pass with the lock removed: they run on the PostgreSQL
 * server only, and are skipped with a visible reason elsewhere. Each test that
 * runs, and each group skipped, goes to the run's concurrency log
 * (concurrency-log.ts), which counts them at the end; with
 * REQUIRE_CONCURRENCY_TESTS=1 a group that cannot run fails instead.
 */
export function describeConcurrency(name: string, fn: () => void): void {
  if (!process.env.TEST_DATABASE_URL) {
    if (process.env.REQUIRE_CONCURRENCY_TESTS === '1')
      throw new Error(`REQUIRE_CONCURRENCY_TESTS=1, but "${name}" cannot run: ${CONCURRENCY_NEEDS_SERVER}`);
    log('skipped', name);
    describe.skip(`${name} (${CONCURRENCY_NEEDS_SERVER})`, fn);
    return;
  }
  describe(name, () => {
    afterEach(({ task }) => log(task.result?.state ?? 'run', `${name} > ${task.name}`));
    fn();
  });
}

function log(outcome: string, name: string): void {
  const file = path.relative(process.cwd(), expect.getState().testPath ?? '');
  appendFileSync(path.join(inject('concurrencyLog'), `${process.pid}.log`), `${outcome}\t${file}\t${name}\n`);
}
