import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KNOCKOUT_IMAGE_COUNT, type TKnockoutImageUploadResponse } from '@tennis/contracts';
import { ImageSlotGrid } from '../../../components/image-slots/image-slot-grid';
import { TrophyIcon } from '../../../components/svg-icons/icons';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { knockoutImagesQuery } from '../api/championship-api';
import { CHAMPIONSHIPS_NS } from '../i18n';

/** The season the page shows (spec 3 §2 at.knockouts-2025). */
const YEAR = 2025;

/** The Knockouts 2025 page: six images, and for host 1's back office an upload per image. */
export function KnockoutsPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const client = useQueryClient();
  const images = useQuery(knockoutImagesQuery(YEAR));

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
        <ImageSlotGrid<TKnockoutImageUploadResponse>
          images={images.data?.data.images}
          count={KNOCKOUT_IMAGE_COUNT}
          canUpload={images.data?.data.permissions.upload ?? false}
          uploadPath={(index) => `/api/static-content/knockouts/${YEAR}/${index}`}
          // The answer carries the new versioned urls: the tile shows the new image at once.
          onUploaded={(answer) => client.setQueryData(knockoutImagesQuery(YEAR).queryKey, { data: answer.data })}
          texts={{
            alt: (index) => t('knockouts.imageAlt', { year: YEAR, index }),
            caption: (index) => t('knockouts.caption', { index }),
            empty: (index) => t('knockouts.empty', { index }),
            uploadTitle: (index) => t('knockouts.uploadTitle', { index }),
          }}
          emptyIcon={<TrophyIcon className="size-10 text-clay-300" />}
        />
      )}
    </Page>
  );
}
