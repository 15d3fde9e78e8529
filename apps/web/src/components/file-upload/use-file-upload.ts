import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { reportFormError } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { uploadWithProgress } from '../../lib/upload-with-progress';

type Options<T> = {
  /** Where the multipart form is POSTed. */
  path: string;
  /** The form field that carries the files, e.g. "poster" or "media[]". */
  field: string;
  onUploaded: (answer: T) => void;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
/** A refusal the user can act on stays in the dialog, next to the file input; anything else goes to the danger dialog. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 419;

/** Sends the chosen files as one multipart form, with its progress in percent and a way to abort it. */
export function useFileUpload<T extends { message?: string | undefined }>({ path, field, onUploaded }: Options<T>) {
  const [progress, setProgress] = useState(0);
  const running = useRef<AbortController | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File[]) => {
      const form = new FormData();
      for (const file of chosen) form.append(field, file);
      running.current = new AbortController();
      setProgress(0);
      return uploadWithProgress<T>(path, form, setProgress, running.current.signal);
    },
    onSuccess: (answer) => {
      if (answer.message) notify({ level: 'success', message: answer.message, lifespan: 'quick' });
      onUploaded(answer);
    },
    onError: (error) => {
      if (!isAbort(error) && !isRefusal(error)) reportFormError(error);
    },
  });
  const refusal = isRefusal(upload.error) ? upload.error.message : undefined;
  const abort = () => running.current?.abort();
  return { upload, progress, refusal, abort };
}
