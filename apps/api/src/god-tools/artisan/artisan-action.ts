import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** What a run of an action answers and records: a notice for the god user and what it changed. */
export interface ArtisanOutcome {
  message: string;
  changes: Record<string, unknown>;
}

/**
 * One action of the artisan console (spec 3 §7). Its GET shows what it would
 * do and changes nothing; its POST (with the CSRF token) runs it. `preview`
 * and `run` throw the route's 404, 409 or 422 themselves.
 */
export interface ArtisanAction<Params extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  summary: string;
  params: z.ZodType<Params>;
  preview(app: FastifyInstance, params: Params): Promise<string>;
  run(app: FastifyInstance, params: Params): Promise<ArtisanOutcome>;
}

export const defineAction = <Params extends Record<string, unknown>>(
  action: ArtisanAction<Params>,
): ArtisanAction<Params> => action;
