import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserInsights } from '@tennis/contracts';
import { computeInsights } from './compute-insights.js';
import { authorize } from '../auth/policy.js';

export const insightsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/insights',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in user's numbers: matches, wins, championships, tournaments, achievements, wallet.",
        response: { 200: ZUserInsights },
      },
    },
    async (request) => {
      const user = authorize(request, 'account.view');
      return computeInsights(app.db, user.id);
    },
  );
};
