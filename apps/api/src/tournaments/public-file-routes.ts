import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZId, ZIdParams, ZProfilePictureQuery } from '@tennis/contracts';
import { pictureVariantKey } from '../players/profile-picture.js';
import type { FileStorage } from '../files/file-storage.js';
import { sendStoredFile } from '../files/send-stored-file.js';
import { findHostLogo } from './find-host-logo.js';
import { findPlayerPicture } from './find-player-picture.js';
import { findPublicChampionshipFiles } from './find-public-championship-files.js';
import { findSponsorImage } from './find-sponsor-image.js';
import { assertPubliclyVisible } from './load-tournament.js';
import { findTournament } from './tournament-access.js';

const FILE_KINDS = ['poster', 'proclamation'] as const;

/** A poster is an image the page shows; a proclamation is a document the visitor keeps, so it downloads. */
function sendPosterOrProclamation(
  reply: FastifyReply,
  storage: FileStorage,
  kind: (typeof FILE_KINDS)[number],
  owner: { slug: string; posterPath: string | null; proclamationPath: string | null },
) {
  const poster = kind === 'poster';
  return sendStoredFile(
    reply,
    storage,
    poster ? owner.posterPath : owner.proclamationPath,
    `${owner.slug}-${kind}`,
    poster ? 'inline' : 'attachment',
  );
}

const tournamentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of FILE_KINDS) {
    app.get(
      `/api/tournaments/:id/${kind}`,
      { schema: { tags: ['files'], summary: `A tournament's ${kind}.`, params: ZIdParams } },
      async (request, reply) => {
        const tournament = await findTournament(app.db, request.params.id);
        assertPubliclyVisible(tournament, request.user);
        return sendPosterOrProclamation(reply, app.storage, kind, tournament);
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
      const imagePath = await findSponsorImage(app.db, tournament.id, request.params.sponsorId);
      return sendStoredFile(reply, app.storage, imagePath, 'sponsor');
    },
  );
};

const hostLogoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournament-hosts/:id/logo',
    { schema: { tags: ['files'], summary: "A host's logo.", params: ZIdParams } },
    async (request, reply) => {
      const host = await findHostLogo(app.db, request.params.id);
      return sendStoredFile(reply, app.storage, host.logoPath, `${host.slug}-logo`);
    },
  );
};

// Public like the names beside it: draws and player pages show the picture to everyone.
const playerPictureRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players/:id/profile-picture',
    {
      schema: {
        tags: ['files'],
        summary: "A player's profile picture: size 64, 256 or 512 (default) px, format jpeg (default) or webp.",
        params: ZIdParams,
        querystring: ZProfilePictureQuery,
      },
    },
    async (request, reply) => {
      const picturePath = await findPlayerPicture(app.db, request.params.id);
      const { size = '512', format = 'jpeg' } = request.query;
      const key = picturePath && pictureVariantKey(picturePath, Number(size) as 64 | 256 | 512, format);
      return sendStoredFile(reply, app.storage, key, `player-${request.params.id}-${size}`);
    },
  );
};

const championshipFileRoutes: FastifyPluginAsyncZod = async (app) => {
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
        const championship = await findPublicChampionshipFiles(app.db, request.params.id);
        return sendPosterOrProclamation(reply, app.storage, kind, championship);
      },
    );
  }

  app.get(
    '/api/championships/:id/logo',
    { schema: { tags: ['files'], summary: "A championship's logo.", params: ZIdParams } },
    async (request, reply) => {
      const championship = await findPublicChampionshipFiles(app.db, request.params.id);
      return sendStoredFile(reply, app.storage, championship.logoPath, `${championship.slug}-logo`);
    },
  );
};

/**
 * The stored files pages link to: tournament and championship posters and
 * proclamations, sponsor images, host logos and player pictures. Files are read behind the
 * storage interface, by the key their row holds, never by a path from the URL.
 */
export const publicFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tournamentFileRoutes);
  await app.register(hostLogoRoute);
  await app.register(playerPictureRoute);
  await app.register(championshipFileRoutes);
};
