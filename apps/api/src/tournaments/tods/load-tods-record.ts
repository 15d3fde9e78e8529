import type { TTodsTournamentRecord } from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import type { TournamentRow } from '../tournament-access.js';
import { loadTodsSources } from './load-tods-sources.js';
import { todsEvent } from './tods-event.js';
import { todsParticipants } from './tods-participants.js';

const athensDay = (instant: Date) => formatAthensDateTime(instant).slice(0, 10);

/**
 * A tournament in TODS (issue 14 point 19): everyone who plays in a visible
 * category, and per category an event with one draw whose structures hold
 * the matchUps with their format and score. A qualifying category, and the
 * knockout category after a group phase, are stages of the category they
 * lead into or follow, not events of their own.
 */
export async function loadTodsRecord(db: Db, tournament: TournamentRow): Promise<TTodsTournamentRecord> {
  const sources = await loadTodsSources(db, tournament);
  const { participants, participantOf } = todsParticipants(sources);
  const visible = new Set(sources.categories.map((c) => c.id));
  const stagesOf = (id: number | null) => (id !== null && visible.has(id) ? [id] : []);
  const absorbed = new Set(
    sources.categories.flatMap((c) => [...stagesOf(c.qualifierCategoryId), ...stagesOf(c.knockoutPhaseCategoryId)]),
  );
  return {
    tournamentId: `tournament-${tournament.id}`,
    tournamentName: tournament.name,
    startDate: athensDay(tournament.tournamentStart),
    endDate: athensDay(tournament.tournamentEnd ?? tournament.tournamentStart),
    participants,
    events: sources.categories
      .filter((category) => !absorbed.has(category.id))
      .map((category) => todsEvent(category, sources, stagesOf, participantOf)),
  };
}
