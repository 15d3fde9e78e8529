import { prepareTestDatabaseTemplate } from './database.js';

// Build the migrated template database once, before the test files start in
// parallel, so they only ever copy it.
export default async function setup(): Promise<void> {
  await prepareTestDatabaseTemplate();
}
