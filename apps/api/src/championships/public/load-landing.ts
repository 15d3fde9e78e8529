import { and, eq } from 'drizzle-orm';
import type { TChampionshipLanding } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { managesHost } from '../../auth/backoffice-policy.js';
import type { DbOrTx } from '../../db/client.js';
import { championshipParticipations, players } from '../../db/schema/index.js';
import { loadPublicChampionshipBySlug } from './load-public-championship.js';
import { registrationRefusal } from './registration-refusal.js';

/** The user's player profile, if any. */
export async function findUserPlayer(db: DbOrTx, userId: number) {
  const [player] = await db
    .select({ id: players.id, gender: players.gender })
    .from(players)
    .where(eq(players.userId, userId))
    .limit(1);
  return player ?? null;
}

export async function participatesIn(db: DbOrTx, championshipId: number, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: championshipParticipations.id })
    .from(championshipParticipations)
    .where(
      and(
        eq(championshipParticipations.championshipId, championshipId),
        eq(championshipParticipations.playerId, playerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The landing page's data: the championship, whether the user is in it and what they may do. */
export async function loadLanding(db: DbOrTx, slug: string, user: AuthUser | null): Promise<TChampionshipLanding> {
  const championship = await loadPublicChampionshipBySlug(db, slug);
  const player = user ? await findUserPlayer(db, user.id) : null;
  const participates = player ? await participatesIn(db, championship.id, player.id) : false;
  const refusal = registrationRefusal({
    participationsOpen: championship.participationsOpen,
    championshipGender: championship.gender,
    player,
    alreadyParticipates: participates,
  });
  return {
    ...championship,
    participates,
    permissions: {
      register: refusal?.message ?? true,
      backofficeView: managesHost(user, championship.host.id),
    },
  };
}
