import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuthenticationLogList, ZJobList, ZLogListQuery, ZRequestLogList, ZRevisionList } from '@tennis/contracts';
import { requireGod } from '../auth/policy.js';
import { errorResponses } from '../lib/error-responses.js';
import { foldFilterParams } from '../resources/list-query.js';
import { listAuthenticationLogs, listRequestLogs, listRevisions } from './activity-logs.js';
import { listJobs } from './jobs.js';

const TAGS = ['god-tools'];
const refusals = errorResponses(401, 403, 422);
// `filters[from]=…` arrives flat; the list schema wants an object.
const foldFilters = async (request: { query: unknown }) => {
  request.query = foldFilterParams(request.query);
};

/** The read-only log lists of god mode (spec 3 §7), each with the whole text behind its cut cells. */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { querystring: ZLogListQuery, tags: TAGS };

  app.get(
    '/api/request-logs',
    {
      preValidation: foldFilters,
      schema: {
        ...list,
        summary: 'God mode: the requests the API answered.',
        response: { 200: ZRequestLogList, ...refusals },
      },
    },
    async (request) => {
      requireGod(request);
      return listRequestLogs(app.db, request.query);
    },
  );

  app.get(
    '/api/revisions',
    {
      preValidation: foldFilters,
      schema: {
        ...list,
        summary: 'God mode: who changed which record, from what to what.',
        response: { 200: ZRevisionList, ...refusals },
      },
    },
    async (request) => {
      requireGod(request);
      return listRevisions(app.db, request.query);
    },
  );

  app.get(
    '/api/authentication-logs',
    {
      preValidation: foldFilters,
      schema: {
        ...list,
        summary: 'God mode: sign-ins, sign-outs and failed attempts.',
        response: { 200: ZAuthenticationLogList, ...refusals },
      },
    },
    async (request) => {
      requireGod(request);
      return listAuthenticationLogs(app.db, request.query);
    },
  );

  app.get(
    '/api/jobs',
    {
      preValidation: foldFilters,
      schema: {
        ...list,
        summary: 'God mode: the background jobs (pg-boss), every state.',
        response: { 200: ZJobList, ...refusals },
      },
    },
    async (request) => {
      requireGod(request);
      return listJobs(app.db, request.query, false);
    },
  );

  app.get(
    '/api/failed-jobs',
    {
      preValidation: foldFilters,
      schema: {
        ...list,
        summary: 'God mode: the jobs that failed, with their exceptions.',
        response: { 200: ZJobList, ...refusals },
      },
    },
    async (request) => {
      requireGod(request);
      return listJobs(app.db, request.query, true);
    },
  );
};
