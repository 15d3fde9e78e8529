import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatchMediaResponse, TDrawMatch } from '@tennis/contracts';
import { FileUploadDialog } from '../../../components/file-upload/file-upload-dialog';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/spinner';
import { useMatchMedia } from '../api/draws-api';
import { useMatchMediaChanges } from '../api/match-media-changes';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { MatchMediaTile } from './match-media-tile';
import { MatchUrlField } from './match-url-field';

type Props = { match: TDrawMatch; onClose: () => void };

/** Images and videos of a match: upload with a progress bar, reorder left or right, delete; and its two links. */
export function MatchMediaDialog({ match, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const media = useMatchMedia(match.id);
  const { change, store } = useMatchMediaChanges(match.id);
  const [uploading, setUploading] = useState(false);
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
              <MatchMediaTile
                key={item.id}
                item={item}
                first={index === 0}
                last={index === items.length - 1}
                busy={change.isPending}
                onShift={(direction) => change.mutate({ mediaId: item.id, direction })}
                onDelete={() => change.mutate({ mediaId: item.id })}
              />
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
        <FileUploadDialog<TMatchMediaResponse>
          title={t('media.add')}
          label={t('media.files')}
          hint={t('media.filesHint')}
          path={`/api/matches/${match.id}/media`}
          field="media[]"
          accept="image/*,video/*"
          multiple
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
