import { requestHeaders, settleAnswer } from './api-client';
import { networkError } from './api-error';

/**
 * POSTs a multipart form, reporting 0 to 100 as the body leaves. It uses
 * XMLHttpRequest because only its upload events tell how much has gone (fetch
 * has no upload progress). Headers, CSRF token and the reading of the answer
 * are the shared client's, so a 422 throws the same ApiError with the same
 * message as any other call.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders('POST'))) xhr.setRequestHeader(name, value);
    // A body of unknown length reports nothing rather than a made-up figure.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(settleAnswer('POST', path, xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    // The error event carries no message: the same one as a failed fetch.
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
