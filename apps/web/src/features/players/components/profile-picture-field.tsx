import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecord } from '@tennis/contracts';
import { ApiError } from '../../../lib/api-error';
import { showError } from '../../../lib/error-dialog-store';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useRemovePicture, useUploadPicture } from '../api/player-admin-api';
import { PLAYERS_NS } from '../i18n';

/** The 256 px variant: the picture as the edit page shows it. */
const mediumOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}size=256&format=webp`;

/**
 * The picture of the edited player, uploaded and removed on its own (spec 3
 * §4): the server checks the file by its content, stores it square in three
 * sizes and answers a new URL, so the new face shows at once.
 */
export function ProfilePictureField({ record }: { record: TRecord }) {
  const { t } = useTranslation(PLAYERS_NS);
  const playerId = typeof record.id === 'number' ? record.id : Number(record.id);
  const url = typeof record.profilePictureUrl === 'string' ? record.profilePictureUrl : null;
  const name = typeof record.displayName === 'string' ? record.displayName : '';
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture(playerId, setProgress);
  const remove = useRemovePicture(playerId);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    setError(undefined);
    upload.mutate(file, {
      onSuccess: () => {
        notify({ level: 'success', message: t('picture.updated'), lifespan: 'quick' });
        if (input.current) input.current.value = '';
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 422)
          setError(failure.errors?.image?.[0] ?? failure.message);
        else showError(failure);
      },
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Card className="mt-6">
      <h2 className="mb-4 text-lg font-semibold">{t('picture.title')}</h2>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <PicturePreview url={url} name={name} />
        <form onSubmit={submit} className="min-w-0 flex-1 space-y-3" noValidate>
          <div className="space-y-1">
            <label htmlFor={inputId} className="block text-sm font-medium">
              {t('picture.choose')}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              className="block w-full text-sm file:me-3 file:rounded-control file:border-0 file:bg-surface-sunken file:px-3 file:py-2"
            />
            <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
              {t('picture.hint')}
            </p>
            {error && (
              <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
          </div>
          {progress !== null && <ProgressBar value={progress} label={t('picture.upload')} />}
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={upload.isPending}>{t('picture.upload')}</SubmitButton>
            {url && (
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => notify({ level: 'success', message: t('picture.removed'), lifespan: 'quick' }),
                    onError: showError,
                  })
                }
              >
                {t('picture.remove')}
              </Button>
            )}
          </div>
        </form>
      </div>
    </Card>
  );
}

/** The picture at 256 px, or a round placeholder that says there is none. */
function PicturePreview({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation(PLAYERS_NS);
  return url ? (
    <img
      src={mediumOf(url)}
      alt={t('picture.alt', { name })}
      width={128}
      height={128}
      className="size-32 shrink-0 rounded-full border border-line object-cover"
    />
  ) : (
    <p className="flex size-32 shrink-0 items-center justify-center rounded-full border border-dashed border-line p-3 text-center text-sm text-ink-muted">
      {t('picture.none')}
    </p>
  );
}
