import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { tournamentHosts } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';

/** The host's slug (the download's name) and the stored key of its logo; 404 for an unknown host. */
export async function findHostLogo(db: DbOrTx, hostId: number): Promise<{ slug: string; logoPath: string | null }> {
  const [host] = await db
    .select({ slug: tournamentHosts.slug, logoPath: tournamentHosts.logoPath })
    .from(tournamentHosts)
    .where(eq(tournamentHosts.id, hostId));
  if (!host) throw notFound();
  return host;
}
