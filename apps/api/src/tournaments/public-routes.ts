import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCategoryListsResponse,
  ZTournamentListQuery,
  ZTournamentListResponse,
  ZTournamentResponse,
  ZUpcomingTournamentsQuery,
  ZUpcomingTournamentsResponse,
  ZIdParams,
} from '@tennis/contracts';
import { listMeta } from '../lib/list-meta.js';
import { listTournaments } from './list-tournaments.js';
import { loadCategoryLists } from './load-category-lists.js';
import { assertPubliclyVisible, findTournamentBySlugsIncludingDrafts, presentTournament } from './load-tournament.js';
import { findTournament, isGodRequest } from './tournament-access.js';

const UPCOMING_LIMIT = 100;

const publicListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/upcoming',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Published and coming-soon tournaments, soonest first; optional host filter.',
        querystring: ZUpcomingTournamentsQuery,
        response: { 200: ZUpcomingTournamentsResponse },
      },
    },
    async (request) => {
      const { data } = await listTournaments(app.db, {
        hostId: request.query.hostId,
        states: ['coming-soon', 'pending'],
        order: 'soonest-first',
        page: 1,
        pageLength: UPCOMING_LIMIT,
      });
      return { data };
    },
  );

  app.get(
    '/api/tournaments/underway',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Tournaments underway, paged.',
        querystring: ZTournamentListQuery,
        response: { 200: ZTournamentListResponse },
      },
    },
    async (request) => {
      const { page, pageLength } = request.query;
      const { data, total } = await listTournaments(app.db, {
        states: ['underway'],
        order: 'soonest-first',
        page,
        pageLength,
      });
      return { data, meta: listMeta(total, page, pageLength) };
    },
  );
};

const publicTournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'A tournament with its host, club, sponsors, categories, entry counts and permissions.',
        params: ZIdParams,
        response: { 200: ZTournamentResponse },
      },
    },
    async (request) => {
      const tournament = await findTournament(app.db, request.params.id);
      assertPubliclyVisible(tournament, request.user);
      return { data: await presentTournament(app.db, tournament, request.user, isGodRequest(request)) };
    },
  );

  app.get(
    '/api/tournaments/:hostSlug/:tournamentSlug',
    {
      schema: {
        tags: ['tournaments'],
        summary: "The landing page's data, found by the host's and the tournament's slugs.",
        params: z.object({ hostSlug: z.string(), tournamentSlug: z.string() }),
        response: { 200: ZTournamentResponse },
      },
    },
    async (request, reply) => {
      const tournament = await findTournamentBySlugsIncludingDrafts(
        app.db,
        request.params.hostSlug,
        request.params.tournamentSlug,
      );
      assertPubliclyVisible(tournament, request.user);
      // Personal (permissions), so a shared cache must not keep it.
      reply.header('cache-control', 'private, no-cache');
      return { data: await presentTournament(app.db, tournament, request.user, isGodRequest(request)) };
    },
  );
};

const landingListsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/:hostSlug/:tournamentSlug/category-lists',
    {
      schema: {
        tags: ['tournaments'],
        summary: "The landing page's entry list and latest results of each visible category.",
        params: z.object({ hostSlug: z.string(), tournamentSlug: z.string() }),
        response: { 200: ZCategoryListsResponse },
      },
    },
    async (request, reply) => {
      const tournament = await findTournamentBySlugsIncludingDrafts(
        app.db,
        request.params.hostSlug,
        request.params.tournamentSlug,
      );
      assertPubliclyVisible(tournament, request.user);
      // Read beside the landing answer, and like it kept out of shared caches (a draft's are its back office's).
      reply.header('cache-control', 'private, no-cache');
      return { data: await loadCategoryLists(app.db, tournament.id) };
    },
  );
};

/** The public lists and the landing page's data; a draft is visible only to its own back office. */
export const tournamentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicListRoutes);
  await app.register(publicTournamentRoutes);
  await app.register(landingListsRoute);
};
