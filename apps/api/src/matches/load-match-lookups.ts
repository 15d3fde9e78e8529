import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  championshipParticipations,
  championships,
  clubs,
  participations,
  players,
  tournamentCategories,
  tournaments,
} from '../db/schema/index.js';
import type { MatchLookups, MatchRow } from './present-match.js';

const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** Names, ratings, entry statuses, clubs, events and category formats of a page of matches: seven small reads whatever the page size. */
export async function loadMatchLookups(db: DbOrTx, rows: readonly MatchRow[]): Promise<MatchLookups> {
  const playerIds = unique(rows.flatMap((r) => [r.homePlayer1Id, r.homePlayer2Id, r.awayPlayer1Id, r.awayPlayer2Id]));
  const clubIds = unique(rows.map((r) => r.clubId));
  const championshipIds = unique(rows.map((r) => r.championshipId));
  const tournamentIds = unique(rows.map((r) => r.tournamentId));
  const participationIds = unique(rows.flatMap((r) => [r.homeParticipationId, r.awayParticipationId]));
  const categoryIds = unique(rows.map((r) => r.tournamentCategoryId));
  const [playerRows, atrpRows, clubRows, championshipRows, tournamentRows, entryRows, categoryRows] = await Promise.all(
    [
      playerIds.length
        ? db
            .select({ id: players.id, displayName: players.displayName, atrp: players.atrp })
            .from(players)
            .where(inArray(players.id, playerIds))
        : [],
      playerIds.length && championshipIds.length
        ? db
            .select({
              championshipId: championshipParticipations.championshipId,
              playerId: championshipParticipations.playerId,
              atrp: championshipParticipations.atrp,
            })
            .from(championshipParticipations)
            .where(
              and(
                inArray(championshipParticipations.championshipId, championshipIds),
                inArray(championshipParticipations.playerId, playerIds),
              ),
            )
        : [],
      clubIds.length
        ? db
            .select({ id: clubs.id, name: clubs.name, acronym: clubs.acronym })
            .from(clubs)
            .where(inArray(clubs.id, clubIds))
        : [],
      championshipIds.length
        ? db
            .select({ id: championships.id, name: championships.name, state: championships.state })
            .from(championships)
            .where(inArray(championships.id, championshipIds))
        : [],
      tournamentIds.length
        ? db
            .select({ id: tournaments.id, name: tournaments.name, state: tournaments.state })
            .from(tournaments)
            .where(inArray(tournaments.id, tournamentIds))
        : [],
      participationIds.length
        ? db
            .select({ id: participations.id, entryStatus: participations.entryStatus })
            .from(participations)
            .where(inArray(participations.id, participationIds))
        : [],
      categoryIds.length
        ? db
            .select({ id: tournamentCategories.id, matchFormat: tournamentCategories.matchFormat })
            .from(tournamentCategories)
            .where(inArray(tournamentCategories.id, categoryIds))
        : [],
    ],
  );
  const events = new Map<string, { name: string; archived: boolean }>();
  for (const c of championshipRows) events.set(`c:${c.id}`, { name: c.name, archived: c.state === 'archived' });
  for (const t of tournamentRows) events.set(`t:${t.id}`, { name: t.name, archived: t.state === 'archived' });
  return {
    players: new Map(playerRows.map((p) => [p.id, { displayName: p.displayName, atrp: p.atrp }])),
    championshipAtrp: new Map(atrpRows.map((r) => [`${r.championshipId}:${r.playerId}`, r.atrp])),
    clubs: new Map(clubRows.map((c) => [c.id, c])),
    events,
    entryStatuses: new Map(entryRows.map((e) => [e.id, e.entryStatus])),
    matchFormats: new Map(categoryRows.map((c) => [c.id, c.matchFormat])),
  };
}
