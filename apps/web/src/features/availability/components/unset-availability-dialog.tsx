import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUnsetAvailability } from '../api/availability-api';
import { AVAILABILITY_NS } from '../i18n';

type Props = { playerId: number; eventId: number; when: string; onClose: () => void };

/** The confirm before one of the player's own periods goes. */
export function UnsetAvailabilityDialog({ playerId, eventId, when, onClose }: Props) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const unset = useUnsetAvailability(playerId);
  const confirm = () =>
    unset.mutate(eventId, {
      onSuccess: (answer) => {
        notify({ level: 'success', message: answer.message });
        onClose();
      },
      onError: (error) => reportFormError(error),
    });
  return (
    <Modal
      open
      onClose={onClose}
      tone="danger"
      title={t('delete.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <SubmitButton type="button" variant="danger" pending={unset.isPending} onClick={confirm}>
            {t('delete.confirm')}
          </SubmitButton>
        </>
      }
    >
      <p>{t('delete.question', { when })}</p>
    </Modal>
  );
}
