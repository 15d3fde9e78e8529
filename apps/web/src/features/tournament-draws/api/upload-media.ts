import { ZMatchMediaResponse, type TMatchMedia } from '@tennis/contracts';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../lib/api-client';
import { ApiError, extractErrorMessage, errorsOf } from '../../../lib/api-error';
import { readCookie } from '../../../lib/cookies';

/**
 * Sends the files as media[] with XMLHttpRequest, whose upload events give the
 * progress bar its 0–100 (fetch has no upload progress).
 */
export function uploadMatchMedia(matchId: number, files: readonly File[], onProgress: (percent: number) => void): Promise<TMatchMedia> {
  const form = new FormData();
  for (const file of files) form.append('media[]', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/matches/${matchId}/media`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(ZMatchMediaResponse.parse(body).data);
      else reject(new ApiError(extractErrorMessage(xhr.status, body, xhr.responseText), xhr.status, errorsOf(body)));
    };
    xhr.onerror = () => reject(new ApiError(extractErrorMessage(0, null, ''), 0));
    xhr.send(form);
  });
}
