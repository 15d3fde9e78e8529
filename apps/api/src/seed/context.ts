import type { Tx } from '../db/client.js';
import type { SeededAccounts } from './accounts.js';
import type { IdAllocator } from './rows.js';

/** What every area of the demo data set writes with: one transaction, its ids, the demo accounts. */
export interface SeedContext {
  tx: Tx;
  ids: IdAllocator;
  accounts: SeededAccounts;
}
