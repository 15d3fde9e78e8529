import { useTranslation } from 'react-i18next';
import type { THallOfFameChampion, THallOfFameEntryResponse } from '@tennis/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { FileUploadDialog } from '../../../../components/file-upload/file-upload-dialog';
import { reportFormError } from '../../../../lib/form-errors';
import { hallOfFamePhotoPath, useDeleteHallOfFameEntry, useRefreshHallOfFame } from '../api/hall-of-fame-api';
import { HALL_OF_FAME_NS } from '../i18n';
import { EntryFormDialog } from './entry-form-dialog';
import { useLeagueName } from './league-name';

/** The types the server accepts, by content (jpeg, png, webp). */
const ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** The back office's open dialog: the form of a new entry, or an action on one it wrote. */
export type EntryDialog =
  | { kind: 'add'; year: number }
  | { kind: 'edit' | 'photo' | 'delete'; entry: THallOfFameChampion & { id: number } }
  | null;

type Props = { dialog: EntryDialog; onClose: () => void };

/** The form, the photo upload and the delete confirmation of the Hall of Fame's entries. */
export function EntryDialogs({ dialog, onClose }: Props) {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  const leagueName = useLeagueName();
  const remove = useDeleteHallOfFameEntry();
  const refresh = useRefreshHallOfFame();
  if (dialog === null) return null;
  if (dialog.kind === 'add') return <EntryFormDialog entry={null} year={dialog.year} onClose={onClose} />;
  const { entry } = dialog;
  if (dialog.kind === 'edit') return <EntryFormDialog entry={entry} year={entry.year} onClose={onClose} />;
  if (dialog.kind === 'photo')
    return (
      <FileUploadDialog<THallOfFameEntryResponse>
        title={t('manage.photoTitle', { name: entry.championName })}
        label={t('manage.photoLabel')}
        hint={t('manage.photoHint')}
        path={hallOfFamePhotoPath(entry.id)}
        field="photo"
        accept={ACCEPT}
        onUploaded={() => {
          // The list again: the card shows the photo's new versioned url.
          void refresh();
          onClose();
        }}
        onClose={onClose}
      />
    );
  return (
    <ConfirmDialog
      open
      title={t('manage.deleteTitle')}
      confirmLabel={t('manage.delete')}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(entry.id, { onSuccess: onClose, onError: (error) => reportFormError(error) })}
    >
      {t('manage.deleteBody', { name: entry.championName, league: leagueName(entry), year: entry.year })}
    </ConfirmDialog>
  );
}
