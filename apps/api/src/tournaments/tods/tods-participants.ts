import type { TTodsTournamentRecord } from '@tennis/contracts';
import type { TodsSources } from './load-tods-sources.js';
import type { ParticipantOf } from './tods-structures.js';

/**
 * Everyone who plays, as TODS participants: each player an individual, each
 * doubles team a pair of two; a participation names its player, or its pair,
 * whichever of the pair's two rows a match names.
 */
export function todsParticipants({ entrants, people }: Pick<TodsSources, 'entrants' | 'people'>): {
  participants: TTodsTournamentRecord['participants'];
  participantOf: ParticipantOf;
} {
  const byParticipation = new Map<number, string>();
  for (const { participation, team } of entrants)
    byParticipation.set(participation.id, team ? `pair-${team.id}` : `player-${participation.playerId}`);
  const participants: TTodsTournamentRecord['participants'] = people.map((person) => ({
    participantId: `player-${person.id}`,
    participantName: person.displayName,
    participantRole: 'COMPETITOR',
    participantType: 'INDIVIDUAL',
    person: { personId: `person-${person.id}`, standardGivenName: person.name, standardFamilyName: person.surname },
  }));
  const nameOf = new Map(people.map((person) => [person.id, person.displayName]));
  const pairs = new Map(entrants.flatMap(({ team }) => (team ? [[team.id, team] as const] : [])));
  for (const team of pairs.values())
    participants.push({
      participantId: `pair-${team.id}`,
      participantName: [team.player1Id, team.player2Id].map((id) => nameOf.get(id) ?? '').join(' / '),
      participantRole: 'COMPETITOR',
      participantType: 'PAIR',
      individualParticipantIds: [`player-${team.player1Id}`, `player-${team.player2Id}`],
    });
  return {
    participants,
    participantOf: (participationId) => (participationId === null ? undefined : byParticipation.get(participationId)),
  };
}
