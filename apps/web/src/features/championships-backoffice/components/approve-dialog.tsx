import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZApproveParticipationRequest, type TApproveParticipationRequest } from '@tennis/contracts';
import { isValidAtrp } from '@tennis/domain';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { AtrpLevelOptions } from '../../../components/atrp/atrp-level-options';
import { SelectField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useParticipationAction } from '../api/championship-backoffice-api';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

type Props = {
  championshipId: string;
  participationId: number;
  name: string;
  atrp: number | null;
  onClose: () => void;
};

/** Approves a participation with its ATRP, 1.5 to 4.5 in steps of 0.5 (required: 'Αυτό το πεδίο είναι απαραίτητο'). */
export function ApproveDialog({ championshipId, participationId, name, atrp, onClose }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const action = useParticipationAction(championshipId);
  const form = useForm<TApproveParticipationRequest>({
    resolver: zodResolver(ZApproveParticipationRequest),
    defaultValues: { atrp: isValidAtrp(atrp) ? String(atrp) : '' },
  });
  const error = form.formState.errors.atrp?.message;

  const submit = form.handleSubmit(({ atrp: level }) =>
    action.mutate(
      { participationId, command: { action: 'approve', atrp: Number(level) } },
      {
        onSuccess: (answer) => {
          notify({ level: 'success', message: answer.message, lifespan: 'quick' });
          onClose();
        },
        onError: (failure) => reportFormError(failure, form.setError),
      },
    ),
  );

  return (
    <FormDialog
      title={t('approve.title', { name })}
      cancelLabel={t('approve.cancel')}
      submitLabel={t('approve.submit')}
      submitVariant="court"
      pending={action.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField label={t('approve.atrp')} error={error} aria-required {...form.register('atrp')}>
        <AtrpLevelOptions emptyLabel={t('approve.choose')} />
      </SelectField>
    </FormDialog>
  );
}
