import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@tennis/contracts';
import { shortFileName } from '../../../components/file-upload/short-file-name';
import { Button } from '../../../components/ui/button';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Props = {
  item: TMediaItem;
  first: boolean;
  last: boolean;
  /** A change is on its way: no other until it is done. */
  busy: boolean;
  onShift: (direction: 'left' | 'right') => void;
  onDelete: () => void;
};

/** One image or video of a match: its preview and name, moved left or right, or deleted. */
export function MatchMediaTile({ item, first, last, busy, onShift, onDelete }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <li className="overflow-hidden rounded-control border border-line">
      {item.type === 'image' ? (
        <img src={item.url} alt={item.filename ?? ''} className="aspect-video w-full object-cover" loading="lazy" />
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
          disabled={first || busy}
          onClick={() => onShift('left')}
        >
          ←
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${t('media.delete')} ${shortFileName(item.filename)}`}
          disabled={busy}
          onClick={onDelete}
        >
          ✕
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('media.right')}
          disabled={last || busy}
          onClick={() => onShift('right')}
        >
          →
        </Button>
      </div>
    </li>
  );
}
