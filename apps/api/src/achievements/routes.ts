import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAYER_MESSAGES,
  ZAchievementLeadersQuery,
  ZAchievementLeadersResponse,
  ZAchievementsQuery,
  ZAchievementsResponse,
  ZIdParams,
  ZPlayerAchievementParams,
  ZPlayerAchievementsResponse,
  ZRebuildAchievementsResponse,
  rebuiltAchievementsNotice,
} from '@tennis/contracts';
import { z } from 'zod';
import { requireGod } from '../auth/policy.js';
import { notFound } from '../lib/http-error.js';
import { loadAchievementLeaders } from './load-achievement-leaders.js';
import { loadAchievements } from './load-achievements.js';
import { loadPlayerAchievements } from './load-player-achievements.js';
import { rebuildAchievements } from './recompute-achievements.js';
import { sendAchievementBadge } from './send-achievement-badge.js';

const TAGS = ['achievements'];

/** Achievements (spec 3 §2, §7; decision 030): public reads, and god mode's rebuild. */
export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players/:id/achievements',
    {
      schema: {
        tags: TAGS,
        summary:
          "A player's achievements family by family, tiers 1 to 4, how far along each ladder, and the completion.",
        params: ZIdParams,
        response: { 200: ZPlayerAchievementsResponse },
      },
    },
    async (request) => {
      const data = await loadPlayerAchievements(app.db, request.params.id);
      if (!data) throw notFound(PLAYER_MESSAGES.notFound);
      return { data };
    },
  );

  app.get(
    '/api/players/:id/achievements/:achievementId/image',
    {
      schema: {
        tags: TAGS,
        summary:
          "The picture a shared achievement link shows (Open Graph): a 1200×630 PNG of the tier's badge, the family, the achievement and the player; 404 unless the player unlocked it.",
        params: ZPlayerAchievementParams,
      },
    },
    async (request, reply) => sendAchievementBadge(app.db, request.params, request, reply),
  );

  app.get(
    '/api/achievements',
    {
      schema: {
        tags: TAGS,
        summary:
          'The achievement catalogue; with filters.fromPOV a player id, each marked unlocked or not for that player.',
        querystring: ZAchievementsQuery,
        response: { 200: ZAchievementsResponse },
      },
    },
    async (request) => ({
      data: await loadAchievements(app.db, request.query['filters.fromPOV'] ?? null, request.query.pageLength),
    }),
  );

  app.get(
    '/api/achievements/leaders',
    {
      schema: {
        tags: TAGS,
        summary: 'The players with the most unlocked achievements, best first (top N).',
        querystring: ZAchievementLeadersQuery,
        response: { 200: ZAchievementLeadersResponse },
      },
    },
    async (request) => ({ data: await loadAchievementLeaders(app.db, request.query.limit) }),
  );

  app.post(
    '/api/god/achievements/rebuild',
    {
      schema: {
        tags: TAGS,
        summary: 'God mode: forgets every unlock and computes them again from all championship and tournament results.',
        body: z.object({}).optional(),
        response: { 200: ZRebuildAchievementsResponse },
      },
    },
    async (request) => {
      requireGod(request);
      const unlocked = await rebuildAchievements(app.db);
      return { message: rebuiltAchievementsNotice(unlocked), unlocked };
    },
  );
};
