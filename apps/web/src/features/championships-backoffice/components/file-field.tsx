import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

/** Mirrors the server's upload limit, so a too-large file is refused before it travels. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

type Props = {
  label: string;
  hint: string;
  accept: string;
  /** Show an image preview frame (the poster). */
  image: boolean;
  /** The stored file: an image preview for the poster, a link for the proclamation. */
  current: { url: string; name: string } | null;
  file: File | null;
  removed: boolean;
  error?: string;
  onFile: (file: File | null) => void;
  onRemove: (removed: boolean) => void;
};

/** A file input with a preview of the chosen (or stored) file and a remove toggle. */
export function FileField({ label, hint, accept, image, current, file, removed, error, onFile, onRemove }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);

  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shownImage = preview ?? (image && current && !removed ? current.url : null);
  const message = tooLarge ? t('edit.fileTooLarge') : error;

  return (
    <FieldShell id={id} label={label} hint={hint} error={message}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {image && (
          <div className="aspect-[3/4] w-28 shrink-0 overflow-hidden rounded-control border border-line bg-surface-sunken">
            {shownImage ? (
              <img src={shownImage} alt="" className="size-full object-cover" />
            ) : (
              <span className="flex size-full items-center justify-center p-2 text-center text-xs text-ink-muted">
                {t('edit.noFile')}
              </span>
            )}
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            type="file"
            accept={accept}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            className={`${inputClasses} file:mr-3 file:rounded-control file:border-0 file:bg-surface-sunken file:px-3 file:py-1.5 file:text-sm file:font-medium`}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              const large = chosen !== null && chosen.size > MAX_FILE_BYTES;
              setTooLarge(large);
              onFile(large ? null : chosen);
              if (large) e.target.value = '';
            }}
          />
          {current && !file && (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              {!removed && (
                <a
                  href={current.url}
                  target="_blank"
                  rel="noreferrer"
                  className="focus-ring rounded text-clay-700 underline dark:text-clay-300"
                >
                  {t('edit.currentFile', { name: current.name })}
                </a>
              )}
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-clay-600"
                  checked={removed}
                  onChange={(e) => onRemove(e.target.checked)}
                />
                {t('edit.remove')}
              </label>
            </div>
          )}
        </div>
      </div>
    </FieldShell>
  );
}
