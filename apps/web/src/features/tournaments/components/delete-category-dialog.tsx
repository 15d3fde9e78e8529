import { useTranslation } from 'react-i18next';
import type { TTournamentCategory } from '@tennis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { reportFormError } from '../../../lib/form-errors';
import { useDeleteCategory } from '../api/tournaments-api';
import { TOURNAMENTS_NS } from '../i18n';

type Props = {
  /** The tournament's id as the address names it. */
  tournamentId: string;
  /** The category to delete; the dialog is closed while there is none. */
  category: TTournamentCategory | null;
  onClose: () => void;
};

/** Asks before a category goes for good, and deletes it. */
export function DeleteCategoryDialog({ tournamentId, category, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const remove = useDeleteCategory(tournamentId);
  return (
    <ConfirmDialog
      open={category !== null}
      title={t('categories.deleteTitle')}
      confirmLabel={t('categories.delete')}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        category &&
        remove.mutate(category.id, {
          onSuccess: onClose,
          onError: (error) => reportFormError(error),
        })
      }
    >
      <p>{t('categories.deleteWarning', { name: category?.name ?? '' })}</p>
    </ConfirmDialog>
  );
}
