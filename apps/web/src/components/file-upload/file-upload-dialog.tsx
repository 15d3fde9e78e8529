import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { Button } from '../ui/button';
import { FieldShell } from '../ui/field';
import { inputClasses } from '../ui/input-classes';
import { Modal } from '../ui/modal';
import { ProgressBar } from '../ui/progress-bar';
import { SubmitButton } from '../ui/submit-button';
import { ChosenFilesList } from './chosen-files-list';
import { useFileUpload } from './use-file-upload';

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
  onUploaded: (answer: T) => void;
  onClose: () => void;
};

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
  onUploaded,
  onClose,
}: Props<T>) {
  const { t } = useTranslation(SHARED_UI_NS);
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const { upload, progress, refusal, abort } = useFileUpload({ path, field, onUploaded });

  const close = () => {
    abort();
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
        {files.length > 0 && <ChosenFilesList files={files} />}
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
