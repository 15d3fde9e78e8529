import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZMatchMediaResponse, type TDrawMatch } from '@tennis/contracts';
import { FileUploadDialog } from '../../../components/file-upload/file-upload-dialog';
import { shortFileName } from '../../../components/file-upload/short-file-name';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { drawKeys, useMatchMedia } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { Modal } from '../../../components/ui/modal';
import { MatchUrlField } from './match-url-field';

type Props = { match: TDrawMatch; onClose: () => void };

/** Images and videos of a match: upload with a progress bar, reorder left or right, delete; and its two links. */
export function MatchMediaDialog({ match, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const client = useQueryClient();
  const media = useMatchMedia(match.id);
  const [uploading, setUploading] = useState(false);
  const store = (data: unknown) => client.setQueryData(drawKeys.media(match.id), data);
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
        <Button variant="secondary" onClick={() => setUploading(true)}>
          {t('media.add')}
        </Button>
        {media.isPending ? (
          <Skeleton className="h-24" />
        ) : items.length === 0 ? (
          <p className="text-ink-muted">{t('media.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {items.map((item, index) => (
              <li key={item.id} className="overflow-hidden rounded-control border border-line">
                {item.type === 'image' ? (
                  <img
                    src={item.url}
                    alt={item.filename ?? ''}
                    className="aspect-video w-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="flex aspect-video items-center justify-center bg-surface-sunken text-xs text-ink-muted">
                    {t('media.video')}
                  </div>
                )}
                <p className="truncate px-2 pt-1 text-xs" title={item.filename ?? ''}>
                  {shortFileName(item.filename)}
                </p>
                <div className="flex justify-between px-1 pb-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('media.left')}
                    disabled={index === 0 || change.isPending}
                    onClick={() => change.mutate({ mediaId: item.id, direction: 'left' })}
                  >
                    ←
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('media.delete')}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ mediaId: item.id })}
                  >
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
      {uploading && (
        <FileUploadDialog
          title={t('media.add')}
          label={t('media.files')}
          hint={t('media.filesHint')}
          path={`/api/matches/${match.id}/media`}
          field="media[]"
          accept="image/*,video/*"
          multiple
          schema={ZMatchMediaResponse}
          onUploaded={(answer) => {
            store(answer.data);
            setUploading(false);
          }}
          onClose={() => setUploading(false)}
        />
      )}
    </Modal>
  );
}
