import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZChampionshipUpdateResponse, type TChampionshipUpdateRequest } from '@tennis/contracts';
import { emitApiEvent } from '../../../lib/api-events';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../lib/api-client';
import { ApiError, errorsOf, extractErrorMessage, networkError } from '../../../lib/api-error';
import { readCookie } from '../../../lib/cookies';
import { championshipKeys } from './championship-backoffice-api';

export type ChampionshipFiles = { poster?: File | null; proclamation?: File | null };

/**
 * PUT /api/championships/{id} as multipart: the form's fields as JSON in a
 * `payload` part, beside the poster and proclamation files. The shared client
 * sends JSON only, so this call sets the CSRF header itself.
 */
async function saveChampionship(id: string, fields: TChampionshipUpdateRequest, files: ChampionshipFiles) {
  const body = new FormData();
  body.append('payload', JSON.stringify(fields));
  if (files.poster) body.append('poster', files.poster);
  if (files.proclamation) body.append('proclamation', files.proclamation);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  const path = `/api/championships/${encodeURIComponent(id)}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'PUT', headers, body, credentials: 'include' });
  } catch {
    throw networkError();
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  emitApiEvent({ type: 'response', method: 'PUT', path, status: response.status });
  if (!response.ok) {
    if (response.status === 401 || response.status === 419)
      emitApiEvent({ type: 'session-lost', status: response.status, method: 'PUT', path });
    throw new ApiError(extractErrorMessage(response.status, json), response.status, errorsOf(json));
  }
  return ZChampionshipUpdateResponse.parse(json);
}

export function useSaveChampionship(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: TChampionshipUpdateRequest; files: ChampionshipFiles }) =>
      saveChampionship(id, fields, files),
    onSuccess: (answer) => client.setQueryData(championshipKeys.one(id), answer.data),
  });
}
