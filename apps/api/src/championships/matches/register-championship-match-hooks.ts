import { registerMatchHooks } from '../../matches/match-hooks.js';
import { updateStandingsForMatch } from '../standings/update-standings.js';

/** A championship match's result moves the standings, whether it is entered or taken back. */
export function registerChampionshipMatchHooks(): void {
  registerMatchHooks('championship', {
    afterConclude: ({ tx, matchId }) => updateStandingsForMatch(tx, matchId),
    afterRollback: ({ tx, matchId }) => updateStandingsForMatch(tx, matchId),
  });
}
