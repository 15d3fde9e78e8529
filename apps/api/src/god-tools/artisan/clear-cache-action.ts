import { z } from 'zod';
import { forgetCachedStandings } from '../../championships/standings/standings-cache.js';
import { headToHeadCache } from '../../players/head-to-head-cache.js';
import { publicPlayerCache } from '../../players/public-player-cache.js';
import { publicDrawCache } from '../../tournaments/draws/public-draw-cache.js';
import { publicOrderOfPlayCache } from '../../tournaments/draws/public-order-of-play-cache.js';
import { defineAction } from './artisan-action.js';

const CACHES = ['standings', 'head-to-head', 'public-players', 'public-draws', 'public-order-of-play'];

/** Forgets every public answer this process keeps; answers the caches' names. */
export function forgetPublicCaches(): string[] {
  forgetCachedStandings();
  headToHeadCache.forget();
  publicPlayerCache.forget();
  publicDrawCache.forget();
  publicOrderOfPlayCache.forget();
  return CACHES;
}

/**
 * clear-cache: this process forgets every public answer it keeps, so the next
 * request rebuilds it from the database. Other processes notice changed data
 * by its version within a second anyway (decision 014).
 */
export const clearCacheAction = defineAction({
  name: 'clear-cache',
  summary: "Forgets this process's cached public answers (standings, draws, order of play, players, head-to-head).",
  params: z.object({}),
  async preview() {
    return 'Θα διαγραφούν οι αποθηκευμένες απαντήσεις (βαθμολογίες, κληρώσεις, πρόγραμμα αγώνων, προφίλ αθλητών, head-to-head) και θα ξαναχτιστούν από τη βάση.';
  },
  async run() {
    return { message: 'Η προσωρινή μνήμη καθαρίστηκε.', changes: { cleared: forgetPublicCaches() } };
  },
});
