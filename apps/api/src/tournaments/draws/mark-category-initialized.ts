import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { tournamentCategories } from '../../db/schema/index.js';
import { recordRevision } from '../../lib/record-revision.js';
import type { CategoryRow } from './lock-category.js';

type DrawSettings = Omit<Partial<typeof tournamentCategories.$inferInsert>, 'state' | 'initializedAt'>;

/**
 * The last step of making a draw or groups: the category leaves
 * 'uninitialized' with the settings they were made with, and the revision
 * keeps those settings (the time is on the row).
 */
export async function markCategoryInitialized(
  tx: Tx,
  user: AuthUser,
  category: CategoryRow,
  settings: DrawSettings,
): Promise<void> {
  await tx
    .update(tournamentCategories)
    .set({ state: 'initialized', ...settings, initializedAt: new Date() })
    .where(eq(tournamentCategories.id, category.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'initialized',
    oldValues: { state: category.state },
    newValues: { state: 'initialized', ...settings },
  });
}
