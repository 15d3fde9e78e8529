import type { Tx } from '../db/client.js';

// What happens around a match once its result changes depends on its kind: a
// championship match moves the standings, a tournament match will advance its
// winner in the draw. The score core knows none of that; each kind registers
// its hooks once, and the core calls them inside the same transaction.

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
  /** After a match was deleted (its row is gone; matchId names it). */
  afterDelete?: (context: MatchHookContext) => Promise<void>;
}

const registry = new Map<MatchKind, MatchHooks>();

/** Registers the hooks of a kind; registering again replaces them (one owner per kind). */
export function registerMatchHooks(kind: MatchKind, hooks: MatchHooks): void {
  registry.set(kind, hooks);
}

export async function runMatchHook(kind: MatchKind, event: keyof MatchHooks, context: MatchHookContext): Promise<void> {
  await registry.get(kind)?.[event]?.(context);
}
