import type { z } from 'zod';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../lib/api-client';
import { emitApiEvent } from '../../../lib/api-events';
import { ApiError, errorsOf, extractErrorMessage, networkError } from '../../../lib/api-error';
import { readCookie } from '../../../lib/cookies';

/**
 * A multipart call (the shared client sends JSON only): optional form fields
 * as JSON in a `payload` part, then the files under their field names. Sets
 * the CSRF header itself and reports failures the way the shared client does.
 */
export async function sendMultipart<T>(method: 'POST' | 'PUT', path: string, payload: unknown, files: Record<string, File | null | undefined>, schema: z.ZodType<T>): Promise<T> {
  const body = new FormData();
  if (payload !== undefined) body.append('payload', JSON.stringify(payload));
  for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'include' });
  } catch (cause) {
    throw networkError(cause);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  emitApiEvent({ type: 'response', method, path, status: response.status });
  if (!response.ok) {
    if (response.status === 401 || response.status === 419) emitApiEvent({ type: 'session-lost', status: response.status, method, path });
    throw new ApiError(extractErrorMessage(response.status, json, json === undefined ? text : ''), response.status, errorsOf(json));
  }
  return schema.parse(json);
}
