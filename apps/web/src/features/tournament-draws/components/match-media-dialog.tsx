import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZMatchMediaResponse, type TDrawMatch } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { drawKeys, useMatchMedia } from '../api/draws-api';
import { uploadMatchMedia } from '../api/upload-media';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { Modal } from '../../../components/ui/modal';
import { MatchUrlField } from './match-url-field';

type Props = { match: TDrawMatch; onClose: () => void };

const short = (name: string | null) => (name && name.length > 16 ? `${name.slice(0, 16)}…` : (name ?? ''));

/** Images and videos of a match: upload with a progress bar, reorder left or right, delete; and its two links. */
export function MatchMediaDialog({ match, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const client = useQueryClient();
  const media = useMatchMedia(match.id);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const store = (data: unknown) => client.setQueryData(drawKeys.media(match.id), data);
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadMatchMedia(match.id, files, setProgress),
    onSuccess: store,
    onError: (error) => reportFormError(error, undefined, undefined, { refusalsAsNotice: true }),
    onSettled: () => setProgress(null),
  });
  const change = useMutation({
    mutationFn: ({ mediaId, direction }: { mediaId: number; direction?: 'left' | 'right' }) =>
      direction
        ? api.post(`/api/matches/${match.id}/media/${mediaId}/shift`, { direction }, { schema: ZMatchMediaResponse })
        : api.delete(`/api/matches/${match.id}/media/${mediaId}`, { schema: ZMatchMediaResponse }),
    onSuccess: (answer) => store(answer.data),
  });
  const items = media.data?.media ?? [];
  return (
    <Modal
      open
      onClose={onClose}
      title={t('media.title')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('menu.close')}
        </Button>
      }
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
            {t('media.add')}
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/*,video/*"
            disabled={upload.isPending}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border-0 file:bg-clay-100 file:px-3 file:font-medium"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) upload.mutate(files);
            }}
          />
          {progress !== null && (
            <div className="mt-2" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={t('media.uploading', { percent: progress })}>
              <div className="h-2 overflow-hidden rounded-full bg-surface-sunken">
                <div className="h-full bg-clay-500 transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <p className="mt-1 text-xs text-ink-muted">{t('media.uploading', { percent: progress })}</p>
            </div>
          )}
        </div>
        {media.isPending ? (
          <Skeleton className="h-24" />
        ) : items.length === 0 ? (
          <p className="text-ink-muted">{t('media.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {items.map((item, index) => (
              <li key={item.id} className="overflow-hidden rounded-control border border-line">
                {item.type === 'image' ? (
                  <img src={item.url} alt={item.filename ?? ''} className="aspect-video w-full object-cover" loading="lazy" />
                ) : (
                  <div className="flex aspect-video items-center justify-center bg-surface-sunken text-xs text-ink-muted">{t('media.video')}</div>
                )}
                <p className="truncate px-2 pt-1 text-xs" title={item.filename ?? ''}>
                  {short(item.filename)}
                </p>
                <div className="flex justify-between px-1 pb-1">
                  <Button size="sm" variant="ghost" aria-label={t('media.left')} disabled={index === 0 || change.isPending} onClick={() => change.mutate({ mediaId: item.id, direction: 'left' })}>
                    ←
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={t('media.delete')} disabled={change.isPending} onClick={() => change.mutate({ mediaId: item.id })}>
                    ✕
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('media.right')}
                    disabled={index === items.length - 1 || change.isPending}
                    onClick={() => change.mutate({ mediaId: item.id, direction: 'right' })}
                  >
                    →
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {media.data && (
          <div className="space-y-3">
            <MatchUrlField matchId={match.id} field="liveStreamingUrl" value={media.data.liveStreamingUrl} />
            <MatchUrlField matchId={match.id} field="cloudStorageUrl" value={media.data.cloudStorageUrl} />
          </div>
        )}
      </div>
    </Modal>
  );
}
