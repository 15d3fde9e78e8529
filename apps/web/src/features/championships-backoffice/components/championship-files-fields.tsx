import { useTranslation } from 'react-i18next';
import type { TBackofficeChampionship } from '@tennis/contracts';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';
import { FileField } from './file-field';
import type { ChampionshipFileInputs } from './use-championship-form';

type Props = { championship: TBackofficeChampionship; files: ChampionshipFileInputs };

/** The poster (an image, previewed) and the proclamation (a document, linked). */
export function ChampionshipFilesFields({ championship, files }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FileField
        key={`poster-${files.saves}`}
        label={t('edit.poster')}
        hint={t('edit.posterHint')}
        accept=".jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif"
        image
        current={championship.posterUrl ? { url: championship.posterUrl, name: t('edit.poster') } : null}
        file={files.chosen.poster}
        removed={files.removed.poster}
        error={files.errors.poster}
        onFile={(poster) => files.choose('poster', poster)}
        onRemove={(poster) => files.remove('poster', poster)}
      />
      <FileField
        key={`proclamation-${files.saves}`}
        label={t('edit.proclamation')}
        hint={t('edit.proclamationHint')}
        accept=".pdf,.doc,.docx"
        image={false}
        current={
          championship.proclamationUrl
            ? { url: championship.proclamationUrl, name: championship.proclamationName ?? '' }
            : null
        }
        file={files.chosen.proclamation}
        removed={files.removed.proclamation}
        error={files.errors.proclamation}
        onFile={(proclamation) => files.choose('proclamation', proclamation)}
        onRemove={(proclamation) => files.remove('proclamation', proclamation)}
      />
    </div>
  );
}
