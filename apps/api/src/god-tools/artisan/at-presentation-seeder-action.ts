import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/http-error.js';
import { seedAccounts } from '../../seed/accounts.js';
import { isDemoDataLoaded } from '../../seed/demo-data-on-start.js';
import { seedDemoData, takenDemoChampionshipIds } from '../../seed/index.js';
import { defineAction } from './artisan-action.js';
import { forgetPublicCaches } from './clear-cache-action.js';

export const PRESENTATION_DATA_NOT_IN_LIVE =
  'Τα δεδομένα παρουσίασης δεν φορτώνονται ποτέ στο live περιβάλλον, για να μη μπερδευτούν με τα πραγματικά.';
export const PRESENTATION_DATA_ALREADY_LOADED = 'Τα δεδομένα παρουσίασης υπάρχουν ήδη· δεν προστέθηκε τίποτα.';
const blockedBy = (ids: number[]) =>
  `Υπάρχουν ήδη πρωταθλήματα με κωδικούς ${ids.join(', ')}, που χρειάζονται τα δεδομένα παρουσίασης· φορτώνονται μόνο σε βάση χωρίς αυτά.`;

/** Whether the data set is there already; 409 in live, or when other championships hold the ids it needs. */
async function presentationData(app: FastifyInstance): Promise<'loaded' | 'missing'> {
  if (app.env.APP_ENV === 'live') throw conflict(PRESENTATION_DATA_NOT_IN_LIVE);
  if (await isDemoDataLoaded(app.db)) return 'loaded';
  const taken = await takenDemoChampionshipIds(app.db);
  if (taken.length > 0) throw conflict(blockedBy(taken));
  return 'missing';
}

const nothingAdded = { message: PRESENTATION_DATA_ALREADY_LOADED, changes: { loaded: false } };

/**
 * at-presentation-seeder (not in live): the demo data set (seed/index.ts), a
 * league with a season and a half of results, tournaments in every state,
 * wallets and achievements, with the demo accounts, to show the platform.
 * Idempotent: the set is written in one transaction, so it is there whole or
 * not at all, and a run that finds it (by its men's championship) adds
 * nothing; of two runs at once, the second fails on the first's pinned ids
 * and then finds the set loaded.
 */
export const atPresentationSeederAction = defineAction({
  name: 'at-presentation-seeder',
  summary: 'Loads the demo data set (players, championships with results, tournaments) once; refused in live.',
  params: z.object({}),
  async preview(app) {
    if ((await presentationData(app)) === 'loaded')
      return 'Τα δεδομένα παρουσίασης υπάρχουν ήδη· η εκτέλεση δεν θα προσθέσει τίποτα.';
    return 'Θα φορτωθούν τα δεδομένα παρουσίασης: οι λογαριασμοί επίδειξης, περίπου 120 αθλητές, πρωταθλήματα με αποτελέσματα, τουρνουά σε κάθε φάση, πορτοφόλια και επιτεύγματα.';
  },
  async run(app) {
    if ((await presentationData(app)) === 'loaded') return nothingAdded;
    const summary = await seedDemoData(app.db, await seedAccounts(app.db)).catch(async (error: unknown) => {
      if (await isDemoDataLoaded(app.db)) return null;
      throw error;
    });
    if (summary === null) return nothingAdded;
    forgetPublicCaches();
    const matches = summary.championshipMatches + summary.tournamentMatches;
    return {
      message: `Φορτώθηκαν τα δεδομένα παρουσίασης: ${summary.players} αθλητές, ${summary.championships.length} πρωταθλήματα, ${summary.tournaments.length} τουρνουά και ${matches} αγώνες.`,
      changes: {
        loaded: true,
        players: summary.players,
        championships: summary.championships.map((championship) => championship.slug),
        tournaments: summary.tournaments.length,
        matches,
        wallets: summary.wallets,
      },
    };
  },
});
