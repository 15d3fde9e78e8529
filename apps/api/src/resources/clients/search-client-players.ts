import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PLAYER_SEARCH_MAX_RESULTS, type TPlayerPickerEntry } from '@tennis/contracts';
import { isAdmin, managedHostsCondition, managesHost } from '../../auth/backoffice-policy.js';
import type { Actor } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { championshipParticipations, championships, clients, players } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { greeklishPlayerIds } from '../../search/greeklish-player-ids.js';
import { containsTerm, normalizedTerm, prefixRank } from '../../search/search-terms.js';
import { textSort } from '../filters.js';

/**
 * The player pickers of the schedule screens (GET /api/clients/search): with
 * a championship, its approved players (ATRP as approved there); without, the
 * host's clients with the ATRP the host gives (every player for an admin). Any term length, the empty one
 * included, Greeklish too; at most 20, names starting with the term first.
 */
export async function searchClientPlayers(
  db: Db,
  actor: Actor,
  query: { q: string; championshipId?: number | undefined; gender?: number | undefined },
): Promise<TPlayerPickerEntry[]> {
  const term = query.q.trim();
  const normalized = term === '' ? null : normalizedTerm(term);
  // A term in Latin letters also finds Greek names typed in Greeklish (papadopoulos: Παπαδόπουλος).
  const greeklish = await greeklishPlayerIds(db, term);
  const matches = and(
    normalized
      ? or(
          containsTerm(players.searchName, normalized),
          greeklish.length > 0 ? inArray(players.id, greeklish) : undefined,
        )
      : undefined,
    query.gender === undefined ? undefined : eq(players.gender, query.gender),
  );
  const order: SQL[] = [
    ...(normalized ? [asc(prefixRank(players.searchName, normalized))] : []),
    asc(textSort(players.displayName)),
    asc(players.id),
  ];

  if (query.championshipId !== undefined) {
    const [championship] = await db
      .select({ hostId: championships.hostId })
      .from(championships)
      .where(eq(championships.id, query.championshipId));
    if (!championship || !managesHost(actor.user, championship.hostId)) throw notFound();
    return db
      .select({
        playerId: players.id,
        displayName: players.displayName,
        gender: players.gender,
        atrp: championshipParticipations.atrp,
      })
      .from(championshipParticipations)
      .innerJoin(players, eq(players.id, championshipParticipations.playerId))
      .where(
        and(
          eq(championshipParticipations.championshipId, query.championshipId),
          eq(championshipParticipations.state, 'approved'),
          matches,
        ),
      )
      .orderBy(...order)
      .limit(PLAYER_SEARCH_MAX_RESULTS);
  }

  if (isAdmin(actor.user)) {
    return db
      .select({ playerId: players.id, displayName: players.displayName, gender: players.gender, atrp: players.atrp })
      .from(players)
      .where(matches)
      .orderBy(...order)
      .limit(PLAYER_SEARCH_MAX_RESULTS);
  }
  return db
    .select({
      playerId: players.id,
      displayName: players.displayName,
      gender: players.gender,
      // The level this host gives, else the player's own (decision 017).
      atrp: sql<number | null>`coalesce(${clients.atrp}, ${players.atrp})`.mapWith(Number),
    })
    .from(clients)
    .innerJoin(players, eq(players.id, clients.playerId))
    .where(and(managedHostsCondition(actor.user, clients.hostId), matches))
    .orderBy(...order)
    .limit(PLAYER_SEARCH_MAX_RESULTS);
}
