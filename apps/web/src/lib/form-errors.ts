import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';
import { showError } from './error-dialog-store';
import { notify } from './notify';
import { isSessionExpired } from './session-expiry';

/**
 * What a form does with a failed call: invalid input (422, 400) puts each
 * server message under its field and shows the first one as a danger notice;
 * anything else opens the danger dialog (spec 1 §8). A lost session already
 * has its own dialog.
 */
export function reportFormError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields?: readonly Path<T>[],
  /** Every refusal (4xx) as a danger notice, not only invalid input (e.g. change password, spec 1 §5). */
  { refusalsAsNotice = false }: { refusalsAsNotice?: boolean } = {},
): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === 419) && isSessionExpired()) return;
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  if (error instanceof ApiError && (error.status === 422 || error.status === 400 || (refusalsAsNotice && isRefusal))) {
    if (setError && error.errors) {
      for (const [field, messages] of Object.entries(error.errors)) {
        if (!fields || (fields as readonly string[]).includes(field)) {
          setError(field as Path<T>, { type: 'server', message: messages[0] });
        }
      }
    }
    notify({ level: 'danger', message: error.message });
    return;
  }
  showError(error);
}
