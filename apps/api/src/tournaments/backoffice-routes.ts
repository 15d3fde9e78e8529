import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TOURNAMENT_ERRORS,
  TOURNAMENT_NOTICES,
  ZTournamentCreateRequest,
  ZTournamentFormOptions,
  ZTournamentListQuery,
  ZTournamentListResponse,
  ZTournamentResponse,
  ZTournamentSavedResponse,
  ZTournamentStats,
  ZTournamentUpdateRequest,
  ZId,
  ZIdParams,
} from '@tennis/contracts';
import { hasPlayBegun } from '@tennis/domain';
import type { AuthUser } from '../auth/auth-user.js';
import { hostOfNewRecord, isAdmin } from '../auth/backoffice-policy.js';
import { requireBackoffice } from '../auth/policy.js';
import { readMultipartForm, uploadedFilesOf } from '../files/read-multipart-form.js';
import { conflict, forbidden } from '../lib/http-error.js';
import { computeTournamentStats } from './compute-tournament-stats.js';
import { createTournament } from './create-tournament.js';
import { listTournaments } from './list-tournaments.js';
import { loadFormOptions } from './load-form-options.js';
import { presentTournament } from './load-tournament.js';
import { renderPrintWinners } from './print-winners.js';
import {
  findTournament,
  isGodRequest,
  requireTournamentBackoffice,
  requireTournamentStatsAccess,
} from './tournament-access.js';
import { checkTournamentFiles } from './tournament-files.js';
import { updateTournament } from './update-tournament.js';
import { idBeforeValidation } from '../lib/id-before-validation.js';
import { listMeta } from '../lib/list-meta.js';

const FILE_FIELDS = ['poster', 'proclamation'] as const;
const ZHostChoice = ZId.optional();

/** Whose categories and sponsors the form chooses from: the host a new tournament of this user would belong to. */
function formHostId(user: AuthUser, requested: number | undefined): number {
  const hostId = hostOfNewRecord(user, requested);
  if (hostId === null) throw forbidden();
  return hostId;
}

const backofficePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        summary: "The back-office list: every tournament for admins, only their host's for hosts and employees.",
        querystring: ZTournamentListQuery,
        response: { 200: ZTournamentListResponse },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const { page, pageLength } = request.query;
      const { data, total } = await listTournaments(app.db, {
        managedBy: user,
        order: 'newest-first',
        page,
        pageLength,
      });
      return { data, meta: listMeta(total, page, pageLength) };
    },
  );

  app.get(
    '/api/backoffice/tournaments/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'The back-office details page: any state, drafts included, for the back office of its host only.',
        params: ZIdParams,
        response: { 200: ZTournamentResponse },
      },
    },
    async (request, reply) => {
      const { user, tournament } = await requireTournamentBackoffice(request, app.db, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return { data: await presentTournament(app.db, tournament, user, isGodRequest(request)) };
    },
  );
};

const formOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/tournaments/form-options',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'The host categories, sponsors and clubs the tournament form chooses from (admins may pick the host).',
        querystring: z.object({ hostId: ZHostChoice }),
        response: { 200: z.object({ data: ZTournamentFormOptions }) },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      return { data: await loadFormOptions(app.db, formHostId(user, request.query.hostId), isAdmin(user)) };
    },
  );

  app.get(
    '/api/tournament-hosts/info',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          "The host categories and sponsors of the user's host (spec 2 §7); admins name the host with forceHostId.",
        querystring: z.object({ forceHostId: ZHostChoice }),
        response: {
          200: z.object({ data: ZTournamentFormOptions.pick({ hostId: true, hostCategories: true, sponsors: true }) }),
        },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const { hostId, hostCategories, sponsors } = await loadFormOptions(
        app.db,
        formHostId(user, request.query.forceHostId),
        false,
      );
      return { data: { hostId, hostCategories, sponsors } };
    },
  );
};

const saveTournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tournaments',
    {
      // Only the back office's uploads are read at all.
      preValidation: async (request) => {
        requireBackoffice(request);
        await readMultipartForm(request, FILE_FIELDS);
      },
      schema: {
        tags: ['tournaments'],
        summary:
          'Creates a tournament in draft: JSON, or multipart with the fields as JSON in `payload` and the `poster` (jpeg, png, gif) and `proclamation` (pdf, doc, docx) files, 10 MB at most, checked by content.',
        body: ZTournamentCreateRequest,
        response: { 201: ZTournamentSavedResponse },
      },
    },
    async (request, reply) => {
      const user = requireBackoffice(request);
      const requested = request.body.hostId;
      const hostId = hostOfNewRecord(user, requested);
      if (hostId === null || (requested !== undefined && requested !== hostId)) throw forbidden();
      const files = await checkTournamentFiles(uploadedFilesOf(request));
      const id = await createTournament(app.db, app.storage, { hostId, userId: user.id, request: request.body, files });
      const data = await presentTournament(app.db, await findTournament(app.db, id), user, isGodRequest(request));
      return reply.code(201).send({ message: TOURNAMENT_NOTICES.created, data });
    },
  );

  app.put(
    '/api/tournaments/:id',
    {
      preValidation: async (request) => {
        await requireTournamentBackoffice(request, app.db, idBeforeValidation(request));
        await readMultipartForm(request, FILE_FIELDS);
      },
      schema: {
        tags: ['tournaments'],
        summary:
          'Saves the tournament form with action draft, update or publish (publish only from draft); categories are locked here. JSON or multipart like create.',
        params: ZIdParams,
        body: ZTournamentUpdateRequest,
        response: { 200: ZTournamentSavedResponse },
      },
    },
    async (request) => {
      const { user, tournament } = await requireTournamentBackoffice(request, app.db, request.params.id);
      const files = await checkTournamentFiles(uploadedFilesOf(request));
      await updateTournament(app.db, app.storage, {
        tournamentId: tournament.id,
        userId: user.id,
        request: request.body,
        files,
      });
      const data = await presentTournament(
        app.db,
        await findTournament(app.db, tournament.id),
        user,
        isGodRequest(request),
      );
      return { message: TOURNAMENT_NOTICES.updated, data };
    },
  );
};

const tournamentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/tournaments/:id/print-winners',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'A printable HTML page of every category winner and finalist (underway or archived tournaments).',
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const { tournament } = await requireTournamentBackoffice(request, app.db, request.params.id);
      if (!hasPlayBegun(tournament.state)) throw conflict(TOURNAMENT_ERRORS.printWinnersState);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await renderPrintWinners(app.db, tournament));
    },
  );

  app.get(
    '/api/backoffice/tournaments/:id/stats',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          'Statistics: participation per category, singles against doubles, revenue by participation count (admins and the host).',
        params: ZIdParams,
        response: { 200: z.object({ data: ZTournamentStats }) },
      },
    },
    async (request) => {
      const { tournament } = await requireTournamentStatsAccess(request, app.db, request.params.id);
      return { data: await computeTournamentStats(app.db, tournament) };
    },
  );
};

/** The back office's tournament list and page, its form (options, create, update), the printable winners and the statistics. */
export const tournamentBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(backofficePageRoutes);
  await app.register(formOptionRoutes);
  await app.register(saveTournamentRoutes);
  await app.register(tournamentReportRoutes);
};
