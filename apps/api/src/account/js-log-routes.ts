import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZJsLogQuery, ZJsLogResponse, type JS_LOG_LEVELS } from '@tennis/contracts';

type Level = (typeof JS_LOG_LEVELS)[number];
const PINO_LEVEL: Record<Level, 'debug' | 'info' | 'warn' | 'error' | 'fatal'> = {
  debug: 'debug',
  info: 'info',
  notice: 'info',
  warning: 'warn',
  error: 'error',
  critical: 'fatal',
  alert: 'fatal',
  emergency: 'fatal',
};

export const jsLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/js-log',
    {
      schema: {
        tags: ['account'],
        summary:
          'A line from the browser (an error, an event) into the server log; the call itself is a request_logs row.',
        querystring: ZJsLogQuery,
        response: { 200: ZJsLogResponse },
      },
      // A script in a loop must not fill the log.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, alwaysLogged: true },
    },
    async (request) => {
      const { action, message, level } = request.query;
      request.log[PINO_LEVEL[level]](
        {
          source: 'browser',
          action: action.slice(0, 255),
          detail: message.slice(0, 1024),
          userId: request.user?.id ?? null,
        },
        'browser log',
      );
      return { logged: true as const };
    },
  );
};
