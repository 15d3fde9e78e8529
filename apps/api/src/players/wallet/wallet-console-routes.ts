import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZWalletChangeResponse } from '@tennis/contracts';
import { formatCredits } from '@tennis/domain';
import { actorOf, requireGod } from '../../auth/policy.js';
import { withTransaction } from '../../db/client.js';
import { errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/http-error.js';
import { servePageToBrowsers } from '../../lib/serve-page-to-browsers.js';
import { findTransactionForConsole, rollbackTransaction } from './rollback-transaction.js';

const ZConsoleQuery = z.object({ id: ZId });
const ZConsoleCheck = z.object({
  transaction: z.object({
    id: z.number().int(),
    playerId: z.number().int(),
    type: z.enum(['deposit', 'withdrawal']),
    status: z.enum(['pending', 'completed', 'failed']),
    amount: z.string(),
    rolledBack: z.boolean(),
  }),
  message: z.string(),
});

const PATH = '/god/artisan-console/rollback-wallet-transaction';

/**
 * The artisan console's wallet rollback (spec 3 §9), for the god user, who may
 * reverse any agent's transaction. The spec's GET link only shows what would
 * be reversed: a link must never move money (a crafted link opened by the god
 * user would), so the reversal itself is the POST, with the CSRF token.
 */
export const walletConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATH,
    {
      // A browser following the console's link gets the confirmation page, which asks here for this JSON.
      onRequest: servePageToBrowsers,
      schema: {
        tags: ['wallet'],
        summary: 'God tool: what rolling back the wallet transaction would do, changing nothing.',
        querystring: ZConsoleQuery,
        response: { 200: ZConsoleCheck, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireGod(request);
      const row = await findTransactionForConsole(app.db, request.query.id);
      if (!row) throw notFound();
      return {
        transaction: {
          id: row.id,
          playerId: row.playerId,
          type: row.type,
          status: row.status,
          amount: formatCredits(row.amountCents),
          rolledBack: row.rolledBackAt !== null,
        },
        message: `Η συναλλαγή #${row.id} (${formatCredits(row.amountCents)}) θα ακυρωθεί με νέα αντίστροφη κίνηση.`,
      };
    },
  );

  app.post(
    PATH,
    {
      schema: {
        tags: ['wallet'],
        summary: "God tool: rolls back any agent's completed wallet transaction with a reversing one.",
        body: ZConsoleQuery,
        response: { 200: ZWalletChangeResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = requireGod(request);
      const row = await findTransactionForConsole(app.db, request.body.id);
      if (!row) throw notFound();
      const actor = { ...actorOf(request), user };
      return withTransaction(app.db, (tx) => rollbackTransaction(tx, actor, row.playerId, row.id, { anyAgent: true }));
    },
  );
};
