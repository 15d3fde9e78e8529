import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { MAIN_HOST_ID, ZAppConfig } from '@tennis/contracts';
import { tournamentHosts } from '../db/schema/index.js';
import { isBotCheckOn } from '../config/env.js';
import { checkDatabase } from './check-database.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/app-config',
    {
      schema: {
        tags: ['system'],
        summary: 'What the web app needs before it draws anything: skin, mode, god user and the main host.',
        response: { 200: ZAppConfig },
      },
    },
    async () => {
      const [mainHost] = await app.db
        .select({ name: tournamentHosts.name, slug: tournamentHosts.slug, phone: tournamentHosts.phone })
        .from(tournamentHosts)
        .where(eq(tournamentHosts.id, MAIN_HOST_ID));
      return {
        skin: app.env.SKIN,
        appEnv: app.env.APP_ENV,
        godUserId: app.env.GOD_USER_ID,
        botCheckSiteKey: isBotCheckOn(app.env) ? (app.env.BOT_CHECK_SITE_KEY ?? null) : null,
        mainHost: mainHost ?? null,
      };
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability.',
        response: { 200: z.object({ ok: z.boolean(), database: z.string() }) },
      },
    },
    async () => {
      await checkDatabase(app.db);
      return { ok: true, database: app.database.kind };
    },
  );
};
