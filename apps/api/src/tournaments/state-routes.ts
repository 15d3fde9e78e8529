import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REQUIRED, TOURNAMENT_NOTICES, ZTournamentSavedResponse, ZIdParams } from '@tennis/contracts';
import { readMultipartForm, uploadedFilesOf } from '../files/read-multipart-form.js';
import { fieldError } from '../lib/http-error.js';
import { moveTournamentState, setParticipationsOpen } from './change-tournament-state.js';
import { presentTournament } from './load-tournament.js';
import { findTournament, isGodRequest, requireTournamentBackoffice } from './tournament-access.js';
import { checkTournamentFile, TOURNAMENT_FILE_KINDS } from './tournament-files.js';
import { uploadTournamentFile } from './upload-tournament-file.js';
import { idBeforeValidation } from '../lib/id-before-validation.js';

/** The lifecycle buttons of the details page: state moves, the participations toggle, file uploads. */
export const tournamentStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = async (request: Parameters<typeof isGodRequest>[0], id: number) =>
    presentTournament(app.db, await findTournament(app.db, id), request.user, isGodRequest(request));

  const moves = [
    {
      path: 'next-state',
      move: 'next',
      summary: 'One step forward: draft → pending → underway → archived (409 otherwise).',
    },
    { path: 'previous-state', move: 'previous', summary: 'One step back; a draft has none (409).' },
  ] as const;
  for (const { path, move, summary } of moves) {
    app.post(
      `/api/tournaments/:id/${path}`,
      { schema: { tags: ['tournaments'], summary, params: ZIdParams, response: { 200: ZTournamentSavedResponse } } },
      async (request) => {
        const { user, tournament } = await requireTournamentBackoffice(request, app.db, request.params.id);
        await moveTournamentState(app.db, tournament.id, move, user.id);
        return { message: TOURNAMENT_NOTICES.stateChanged, data: await present(request, tournament.id) };
      },
    );
  }

  const toggles = [
    { path: 'open-participations', open: true, message: TOURNAMENT_NOTICES.participationsOpened },
    { path: 'close-participations', open: false, message: TOURNAMENT_NOTICES.participationsClosed },
  ] as const;
  for (const { path, open, message } of toggles) {
    app.post(
      `/api/tournaments/:id/${path}`,
      {
        schema: {
          tags: ['tournaments'],
          summary: `${open ? 'Opens' : 'Closes'} participations; never in draft or archived (409).`,
          params: ZIdParams,
          response: { 200: ZTournamentSavedResponse },
        },
      },
      async (request) => {
        const { user, tournament } = await requireTournamentBackoffice(request, app.db, request.params.id);
        await setParticipationsOpen(app.db, tournament.id, open, user.id);
        return { message, data: await present(request, tournament.id) };
      },
    );
  }

  for (const kind of TOURNAMENT_FILE_KINDS) {
    app.post(
      `/api/tournaments/:id/${kind}/upload`,
      {
        preValidation: async (request) => {
          await requireTournamentBackoffice(request, app.db, idBeforeValidation(request));
          await readMultipartForm(request, [kind]);
        },
        schema: {
          tags: ['tournaments'],
          summary: `Replaces the ${kind} (${kind === 'poster' ? 'jpeg, png, gif' : 'pdf, doc, docx'}): multipart with the file under the field name "${kind}", 10 MB at most, checked by content.`,
          params: ZIdParams,
          response: { 200: ZTournamentSavedResponse },
        },
      },
      async (request) => {
        const { user, tournament } = await requireTournamentBackoffice(request, app.db, request.params.id);
        const uploaded = uploadedFilesOf(request)[kind];
        if (!uploaded) throw fieldError(kind, REQUIRED);
        const file = await checkTournamentFile(kind, uploaded);
        await uploadTournamentFile(app.db, app.storage, { tournamentId: tournament.id, userId: user.id, kind, file });
        return { message: TOURNAMENT_NOTICES.fileUpdated, data: await present(request, tournament.id) };
      },
    );
  }
};
