import type { MatchHooks } from '../../matches/match-hooks.js';
import { updateStandingsForMatch } from '../standings/update-standings.js';

/** A championship match's result moves the standings, whether it is entered or taken back. */
export const championshipMatchHooks: MatchHooks = {
  afterConclude: ({ tx, matchId }) => updateStandingsForMatch(tx, matchId),
  afterRollback: ({ tx, matchId }) => updateStandingsForMatch(tx, matchId),
};
