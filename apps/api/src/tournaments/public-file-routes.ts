import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZIdParams } from '@tennis/contracts';
import { championships, players, sponsors, tournamentHosts, tournamentSponsors } from '../db/schema/index.js';
import { diskFileStorage } from '../files/file-storage.js';
import { sendStoredFile } from '../files/send-stored-file.js';
import { notFound } from '../lib/http-error.js';
import { assertPubliclyVisible } from './load-tournament.js';
import { findTournament } from './tournament-access.js';

const FILE_KINDS = ['poster', 'proclamation'] as const;

/**
 * The stored files pages link to: tournament and championship posters and
 * proclamations, sponsor images, host logos and player pictures. Files are read behind the
 * storage interface, by the key their row holds, never by a path from the URL.
 */
export const publicFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = diskFileStorage(app.env.DATA_DIR);

  for (const kind of FILE_KINDS) {
    app.get(
      `/api/tournaments/:id/${kind}`,
      { schema: { tags: ['files'], summary: `A tournament's ${kind}.`, params: ZIdParams } },
      async (request, reply) => {
        const tournament = await findTournament(app.db, request.params.id);
        assertPubliclyVisible(tournament, request.user);
        const poster = kind === 'poster';
        return sendStoredFile(
          reply,
          storage,
          poster ? tournament.posterPath : tournament.proclamationPath,
          `${tournament.slug}-${kind}`,
          poster ? 'inline' : 'attachment',
        );
      },
    );
  }

  app.get(
    '/api/tournaments/:id/sponsors/:sponsorId/image',
    {
      schema: {
        tags: ['files'],
        summary: "A sponsor's image, as the tournament shows it.",
        params: z.object({ id: ZId, sponsorId: ZId }),
      },
    },
    async (request, reply) => {
      const tournament = await findTournament(app.db, request.params.id);
      assertPubliclyVisible(tournament, request.user);
      const [row] = await app.db
        .select({ imagePath: sponsors.imagePath, tournamentId: tournamentSponsors.tournamentId })
        .from(sponsors)
        .innerJoin(tournamentSponsors, eq(tournamentSponsors.sponsorId, sponsors.id))
        .where(eq(sponsors.id, request.params.sponsorId));
      if (!row || row.tournamentId !== tournament.id) throw notFound();
      return sendStoredFile(reply, storage, row.imagePath, 'sponsor');
    },
  );

  app.get(
    '/api/tournament-hosts/:id/logo',
    { schema: { tags: ['files'], summary: "A host's logo.", params: ZIdParams } },
    async (request, reply) => {
      const [host] = await app.db
        .select({ slug: tournamentHosts.slug, logoPath: tournamentHosts.logoPath })
        .from(tournamentHosts)
        .where(eq(tournamentHosts.id, request.params.id));
      if (!host) throw notFound();
      return sendStoredFile(reply, storage, host.logoPath, `${host.slug}-logo`);
    },
  );

  // Public like the names beside it: draws and player pages show the picture to everyone.
  app.get(
    '/api/players/:id/profile-picture',
    { schema: { tags: ['files'], summary: "A player's profile picture.", params: ZIdParams } },
    async (request, reply) => {
      const [player] = await app.db
        .select({ id: players.id, picturePath: players.profilePicturePath })
        .from(players)
        .where(eq(players.id, request.params.id));
      if (!player) throw notFound();
      return sendStoredFile(reply, storage, player.picturePath, `player-${player.id}`);
    },
  );

  for (const kind of FILE_KINDS) {
    app.get(
      `/api/championships/:id/${kind}`,
      {
        schema: {
          tags: ['files'],
          summary: `A championship's ${kind} (stored by the championship back office).`,
          params: ZIdParams,
        },
      },
      async (request, reply) => {
        const [championship] = await app.db
          .select({
            slug: championships.slug,
            state: championships.state,
            posterPath: championships.posterPath,
            proclamationPath: championships.proclamationPath,
          })
          .from(championships)
          .where(eq(championships.id, request.params.id));
        if (!championship || championship.state === 'draft') throw notFound();
        const poster = kind === 'poster';
        return sendStoredFile(
          reply,
          storage,
          poster ? championship.posterPath : championship.proclamationPath,
          `${championship.slug}-${kind}`,
          poster ? 'inline' : 'attachment',
        );
      },
    );
  }

  app.get(
    '/api/championships/:id/logo',
    { schema: { tags: ['files'], summary: "A championship's logo.", params: ZIdParams } },
    async (request, reply) => {
      const [championship] = await app.db
        .select({ slug: championships.slug, state: championships.state, logoPath: championships.logoPath })
        .from(championships)
        .where(eq(championships.id, request.params.id));
      if (!championship || championship.state === 'draft') throw notFound();
      return sendStoredFile(reply, storage, championship.logoPath, `${championship.slug}-logo`);
    },
  );
};
