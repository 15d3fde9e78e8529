import { requestHeaders, settleAnswer } from '../../../lib/api-client';
import { networkError } from '../../../lib/api-error';

/**
 * A multipart call (the shared client sends JSON only): optional form fields
 * as JSON in a `payload` part, then the files under their field names. The
 * headers and the reading of the answer are the shared client's.
 */
export async function sendMultipart<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  files: Record<string, File | null | undefined>,
): Promise<T> {
  const body = new FormData();
  if (payload !== undefined) body.append('payload', JSON.stringify(payload));
  for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
  let response: Response;
  try {
    response = await fetch(path, { method, headers: requestHeaders(method), body, credentials: 'include' });
  } catch {
    throw networkError();
  }
  return settleAnswer(method, path, response.status, await response.text());
}
