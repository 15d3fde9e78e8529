import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { reportFormError } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { Button } from '../ui/button';
import { FieldShell, inputClasses } from '../ui/field';
import { Modal } from '../ui/modal';
import { ProgressBar } from '../ui/progress-bar';
import { SubmitButton } from '../ui/submit-button';
import { shortFileName } from './short-file-name';

type Props<T> = {
  title: string;
  /** The label of the file input. */
  label: string;
  hint?: string;
  /** Where the multipart form is POSTed. */
  path: string;
  /** The form field that carries the files, e.g. "poster" or "media[]". */
  field: string;
  accept: string;
  multiple?: boolean;
  schema: z.ZodType<T>;
  onUploaded: (answer: T) => void;
  onClose: () => void;
};

const MB = 1024 * 1024;
const sizeText = (bytes: number, t: (key: string, values: { size: string }) => string) =>
  bytes < MB
    ? t('upload.sizeKb', { size: String(Math.max(1, Math.ceil(bytes / 1024))) })
    : t('upload.sizeMb', { size: (bytes / MB).toFixed(1) });
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
/** A refusal the user can act on stays in the dialog, next to the file input; anything else goes to the danger dialog. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 419;

/**
 * Choose files, send them with a progress bar from 0 to 100, cancel midway
 * (spec 2 §2 "File upload dialog"). The server's notice, when it sends one,
 * shows on success; a refusal (a wrong type, too large) shows under the input.
 */
export function FileUploadDialog<T extends { message?: string | undefined }>({
  title,
  label,
  hint,
  path,
  field,
  accept,
  multiple = false,
  schema,
  onUploaded,
  onClose,
}: Props<T>) {
  const { t } = useTranslation(SHARED_UI_NS);
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const running = useRef<AbortController | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File[]) => {
      const form = new FormData();
      for (const file of chosen) form.append(field, file);
      running.current = new AbortController();
      setProgress(0);
      return uploadWithProgress(path, form, schema, setProgress, running.current.signal);
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

  const close = () => {
    running.current?.abort();
    onClose();
  };

  return (
    <Modal
      open
      onClose={close}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('upload.cancel')}
          </Button>
          <SubmitButton
            type="button"
            pending={upload.isPending}
            disabled={files.length === 0}
            onClick={() => files.length > 0 && upload.mutate(files)}
          >
            {t('upload.send')}
          </SubmitButton>
        </>
      }
    >
      <div className="space-y-4">
        <FieldShell id={id} label={label} hint={hint} error={refusal}>
          <input
            id={id}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={upload.isPending}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-error` : hint ? `${id}-hint` : undefined}
            className={`${inputClasses} file:mr-3 file:rounded-control file:border-0 file:bg-surface-sunken file:px-3 file:py-1.5 file:text-sm file:font-medium`}
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])]);
              upload.reset();
            }}
          />
        </FieldShell>
        {files.length > 0 && (
          <ul className="space-y-1" aria-label={t('upload.chosen')}>
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center justify-between gap-3 rounded-control bg-surface-muted px-3 py-1.5"
              >
                <span title={file.name}>{shortFileName(file.name)}</span>
                <span className="shrink-0 text-xs tabular-nums text-ink-muted">{sizeText(file.size, t)}</span>
              </li>
            ))}
          </ul>
        )}
        {upload.isPending && (
          <div className="space-y-1">
            <ProgressBar value={progress} label={t('upload.progress')} />
            <p className="text-xs tabular-nums text-ink-muted">{t('upload.uploading', { percent: progress })}</p>
          </div>
        )}
      </div>
    </Modal>
  );
}
