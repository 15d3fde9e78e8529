import type { TestProject } from 'vitest/node';
import { openConcurrencyLog } from './concurrency-log.js';
import { prepareTestDatabaseTemplate } from './database.js';

// Build the migrated template database once, before the test files start in
// parallel, so they only ever copy it; and count the concurrency tests of the run.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await prepareTestDatabaseTemplate();
  return openConcurrencyLog(project);
}
