import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TKnockoutImageUploadResponse } from '@tennis/contracts';
import { FileUploadDialog } from '../../../components/file-upload/file-upload-dialog';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { knockoutImagesQuery } from '../api/championship-api';
import { KnockoutImageTile } from '../components/knockout-image-tile';
import { CHAMPIONSHIPS_NS } from '../i18n';

/** The season the page shows (spec 3 §2 at.knockouts-2025). */
const YEAR = 2025;
/** The types the server accepts, by content (jpeg, png, webp). */
const ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** The Knockouts 2025 page: six images, and for host 1's back office an upload per image. */
export function KnockoutsPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const client = useQueryClient();
  const images = useQuery(knockoutImagesQuery(YEAR));
  const [uploading, setUploading] = useState<number | null>(null);

  return (
    <Page title={t('knockouts.title', { year: YEAR })} intro={<p>{t('knockouts.intro')}</p>}>
      {images.isError ? (
        <Alert tone="danger" title={t('knockouts.loadFailed')}>
          <p>{images.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void images.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {images.data
            ? images.data.data.images.map((image) => (
                <KnockoutImageTile
                  key={image.index}
                  year={YEAR}
                  image={image}
                  onUpload={images.data.data.permissions.upload ? () => setUploading(image.index) : undefined}
                />
              ))
            : Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="aspect-[4/3] w-full rounded-card" />
              ))}
        </div>
      )}
      {uploading !== null && (
        <FileUploadDialog<TKnockoutImageUploadResponse>
          title={t('knockouts.uploadTitle', { index: uploading })}
          label={t('knockouts.file')}
          hint={t('knockouts.fileHint')}
          path={`/api/static-content/knockouts/${YEAR}/${uploading}`}
          field="image"
          accept={ACCEPT}
          onUploaded={(answer) => {
            // The answer carries the new versioned urls: the tile shows the new image at once.
            client.setQueryData(knockoutImagesQuery(YEAR).queryKey, { data: answer.data });
            setUploading(null);
          }}
          onClose={() => setUploading(null)}
        />
      )}
    </Page>
  );
}
