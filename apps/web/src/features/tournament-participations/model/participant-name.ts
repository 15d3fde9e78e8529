import type { TTournamentParticipation } from '@tennis/contracts';

/** Who a participation is: the player, or both players of a pair. */
export const participantName = (row: Pick<TTournamentParticipation, 'playerFullname' | 'teammateFullname'>): string =>
  row.teammateFullname ? `${row.playerFullname} – ${row.teammateFullname}` : row.playerFullname;
