import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaticContentImage } from '@tennis/contracts';
import { FileUploadDialog } from '../file-upload/file-upload-dialog';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { Skeleton } from '../ui/spinner';
import { ImageSlotTile } from './image-slot-tile';

/** The types the server accepts, by content (jpeg, png, webp). */
const ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** The words of one page's slots, by the slot's number. */
type ImageSlotTexts = {
  alt: (index: number) => string;
  caption: (index: number) => string;
  empty: (index: number) => string;
  uploadTitle: (index: number) => string;
};

type Props<T> = {
  /** The slots, or undefined while they load (as many skeletons as `count`). */
  images: TStaticContentImage[] | undefined;
  count: number;
  /** Whether the user may replace the images: each tile then has its upload button. */
  canUpload: boolean;
  /** Where an image of the slot is POSTed (multipart, under "image"). */
  uploadPath: (index: number) => string;
  /** The server's answer to an upload: it carries the new versioned urls, for the page to show at once. */
  onUploaded: (answer: T) => void;
  texts: ImageSlotTexts;
  emptyIcon: ReactNode;
};

/**
 * The numbered images of a static page (the knockouts of a season, a partner
 * facility's photos) as a grid of tiles, and for the back office an upload
 * into each one from the page itself.
 */
export function ImageSlotGrid<T extends { message?: string | undefined }>({
  images,
  count,
  canUpload,
  uploadPath,
  onUploaded,
  texts,
  emptyIcon,
}: Props<T>) {
  const { t } = useTranslation(SHARED_UI_NS);
  const [uploading, setUploading] = useState<number | null>(null);
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {images
          ? images.map((image) => (
              <ImageSlotTile
                key={image.index}
                image={image}
                alt={texts.alt(image.index)}
                caption={texts.caption(image.index)}
                empty={texts.empty(image.index)}
                emptyIcon={emptyIcon}
                onUpload={canUpload ? () => setUploading(image.index) : undefined}
              />
            ))
          : Array.from({ length: count }, (_, index) => (
              <Skeleton key={index} className="aspect-[4/3] w-full rounded-card" />
            ))}
      </div>
      {uploading !== null && (
        <FileUploadDialog<T>
          title={texts.uploadTitle(uploading)}
          label={t('imageSlots.file')}
          hint={t('imageSlots.fileHint')}
          path={uploadPath(uploading)}
          field="image"
          accept={ACCEPT}
          onUploaded={(answer) => {
            onUploaded(answer);
            setUploading(null);
          }}
          onClose={() => setUploading(null)}
        />
      )}
    </>
  );
}
