import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaticContentImage } from '@tennis/contracts';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { Button } from '../ui/button';

type Props = {
  image: TStaticContentImage;
  alt: string;
  caption: string;
  /** What the empty frame says while nothing is uploaded. */
  empty: string;
  emptyIcon: ReactNode;
  /** Shown to the back office that may replace the image; opens the upload dialog. */
  onUpload?: () => void;
};

/**
 * One image slot of a page in a frame of fixed proportions (no layout shift
 * while it loads), opening full size in a new tab for reading it on a phone;
 * or a clear empty frame while it is not uploaded yet.
 */
export function ImageSlotTile({ image, alt, caption, empty, emptyIcon, onUpload }: Props) {
  const { t } = useTranslation(SHARED_UI_NS);
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
          <span className="sr-only">{t('imageSlots.openFull')}</span>
        </a>
      ) : (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed border-line bg-surface-muted p-4 text-center text-ink-muted">
          {emptyIcon}
          <p className="text-sm font-medium">{empty}</p>
        </div>
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{caption}</span>
        {onUpload && (
          <Button variant="secondary" size="sm" onClick={onUpload}>
            {image.url ? t('imageSlots.replace') : t('imageSlots.upload')}
          </Button>
        )}
      </figcaption>
    </figure>
  );
}
