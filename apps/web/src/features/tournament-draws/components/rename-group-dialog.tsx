import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TRoundRobinGroup } from '@tennis/contracts';
import { GROUP_NAME_MAX_LENGTH } from '@tennis/domain';
import { TextField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { reportFormError } from '../../../lib/form-errors';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Props = { categoryId: number; group: TRoundRobinGroup; onClose: () => void };

/** Names a group; an empty name gives back its letter (Α, Β, …). The server checks the same length. */
export function RenameGroupDialog({ categoryId, group, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const { renameGroup } = useDrawActions(categoryId);
  const form = useForm<{ nickname: string }>({ defaultValues: { nickname: group.nickname ?? '' } });
  const submit = form.handleSubmit(({ nickname }) =>
    renameGroup.mutate(
      { groupId: group.id, nickname },
      { onSuccess: onClose, onError: (error) => reportFormError(error, form.setError, ['nickname']) },
    ),
  );
  return (
    <FormDialog
      title={t('groups.renameTitle', { name: group.name })}
      cancelLabel={t('cancel')}
      submitLabel={t('groups.renameSave')}
      pending={renameGroup.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="space-y-4"
    >
      <TextField
        label={t('groups.nickname')}
        hint={t('groups.nicknameHint', { letter: group.letter })}
        maxLength={GROUP_NAME_MAX_LENGTH}
        autoComplete="off"
        error={form.formState.errors.nickname?.message}
        {...form.register('nickname')}
      />
    </FormDialog>
  );
}
