import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZApproveParticipationRequest, type TApproveParticipationRequest } from '@tennis/contracts';
import { isValidAtrp } from '@tennis/domain';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { AtrpLevelOptions } from '../../../components/atrp/atrp-level-options';
import { SelectField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
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
  const formId = useId();
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
    <Modal
      open
      onClose={onClose}
      title={t('approve.title', { name })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('approve.cancel')}
          </Button>
          <SubmitButton form={formId} variant="court" pending={action.isPending}>
            {t('approve.submit')}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <SelectField label={t('approve.atrp')} error={error} aria-required {...form.register('atrp')}>
          <AtrpLevelOptions emptyLabel={t('approve.choose')} />
        </SelectField>
      </form>
    </Modal>
  );
}
