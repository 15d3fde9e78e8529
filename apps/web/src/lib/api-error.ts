import { currentI18n } from './i18n';

/** Developer details the server adds to an error answer in dev (spec 1 §8). */
export type ErrorDetails = {
  status?: number;
  exception?: string;
  file?: string;
  line?: number;
  trace?: string[] | string;
  errorId?: string;
};

/** A failed call: `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string[]>,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `errors` map of a body, when it is one: `{ field: [messages] }`. */
export function errorsOf(body: unknown): Record<string, string[]> | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length > 0) errors[field] = list;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The one message to show for a failed answer (spec 1 §8): the first message of
 * the errors map of a 422 or 400, else the body's message. An answer without
 * one (a proxy's "Bad Gateway" page, a bare "Internal Server Error") is never
 * shown as it came, nor its status code: the user reads a sentence of ours.
 */
export function extractErrorMessage(status: number, body: unknown): string {
  if (status === 422 || status === 400) {
    const first = Object.values(errorsOf(body) ?? {})[0]?.[0];
    if (first) return first;
  }
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return currentI18n().t(status >= 500 ? 'errors.server' : 'errors.request');
}

/** The developer details of an error answer, if the server sent any. */
export function detailsOf(status: number, body: unknown): ErrorDetails | undefined {
  if (!isRecord(body)) return undefined;
  const { exception, file, line, trace, errorId } = body;
  if (exception === undefined && file === undefined && trace === undefined && errorId === undefined) return undefined;
  return {
    status: typeof body.status === 'number' ? body.status : status,
    exception: typeof exception === 'string' ? exception : undefined,
    file: typeof file === 'string' ? file : undefined,
    line: typeof line === 'number' ? line : undefined,
    trace: Array.isArray(trace)
      ? trace.filter((l): l is string => typeof l === 'string')
      : typeof trace === 'string'
        ? trace
        : undefined,
    errorId: typeof errorId === 'string' ? errorId : undefined,
  };
}

/**
 * An answer that never came (offline, DNS, refused). The browser's own words
 * ("Failed to fetch") are technical and English: the user reads ours.
 */
export function networkError(): ApiError {
  return new ApiError(currentI18n().t('errors.network'), 0);
}
