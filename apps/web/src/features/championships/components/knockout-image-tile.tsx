import { useTranslation } from 'react-i18next';
import type { TKnockoutImage } from '@tennis/contracts';
import { TrophyIcon } from '../../../components/svg-icons/icons';
import { Button } from '../../../components/ui/button';
import { CHAMPIONSHIPS_NS } from '../i18n';

type Props = {
  year: number;
  image: TKnockoutImage;
  /** Shown to the back office that may replace the image; opens the upload dialog. */
  onUpload?: () => void;
};

/**
 * One of the page's images in a frame of fixed proportions (no layout shift
 * while it loads), opening full size in a new tab for reading a draw on a
 * phone; or a clear empty tile while it is not uploaded yet.
 */
export function KnockoutImageTile({ year, image, onUpload }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const alt = t('knockouts.imageAlt', { year, index: image.index });
  return (
    <figure className="flex flex-col gap-2">
      {image.url ? (
        <a
          href={image.url}
          target="_blank"
          rel="noopener"
          className="focus-ring block overflow-hidden rounded-card border border-line bg-surface-sunken"
        >
          <img
            src={image.url}
            alt={alt}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-contain"
          />
          <span className="sr-only">{t('knockouts.openFull')}</span>
        </a>
      ) : (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed border-line bg-surface-muted p-4 text-center text-ink-muted">
          <TrophyIcon className="size-10 text-clay-300" />
          <p className="text-sm font-medium">{t('knockouts.empty', { index: image.index })}</p>
        </div>
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{t('knockouts.caption', { index: image.index })}</span>
        {onUpload && (
          <Button variant="secondary" size="sm" onClick={onUpload}>
            {image.url ? t('knockouts.replace') : t('knockouts.upload')}
          </Button>
        )}
      </figcaption>
    </figure>
  );
}
