import { queueAchievementRecompute } from '../achievements/achievements-job.js';
import { championshipMatchHooks } from '../championships/matches/championship-match-hooks.js';
import type { Tx } from '../db/client.js';
import { tournamentMatchHooks } from '../tournaments/draws/tournament-match-hooks.js';

// What happens once a match's result changes depends on its kind: a
// championship match moves the standings, a tournament match advances its
// winner in the draw. Each kind writes its hooks; this table names them, and
// the score core calls them inside its transaction. The table is fixed when
// the module loads, not filled at run time, so every caller of the score core
// (a route, a championship schedule with a score, a job, a benchmark) gets
// the same consequences and none can skip them.

export type MatchKind = 'tournament' | 'championship' | 'friendly';

export interface MatchHookContext {
  tx: Tx;
  matchId: number;
}

export interface MatchHooks {
  /** After the score is stored and the match concluded. */
  afterConclude?: (context: MatchHookContext) => Promise<void>;
  /** After a concluded match went back to scheduled. */
  afterRollback?: (context: MatchHookContext) => Promise<void>;
}

const HOOKS_BY_KIND: Record<MatchKind, MatchHooks> = {
  championship: championshipMatchHooks,
  tournament: tournamentMatchHooks,
  friendly: {},
};

export async function runMatchHook(kind: MatchKind, event: keyof MatchHooks, context: MatchHookContext): Promise<void> {
  await HOOKS_BY_KIND[kind][event]?.(context);
  // Achievements follow every concluded official match, computed by a job (decision 030).
  if (event === 'afterConclude' && kind !== 'friendly') queueAchievementRecompute(context.matchId);
}
