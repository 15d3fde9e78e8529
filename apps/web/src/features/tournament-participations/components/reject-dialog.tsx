import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PARTICIPATIONS_NS } from '../i18n';

/** Rejection takes optional notes and a cascade-delete checkbox, on by default (spec 2 §4). */
export function RejectDialog({
  pending,
  onConfirm,
  onClose,
}: {
  pending: boolean;
  onConfirm: (body: { notes: string; cascadeDeletion: boolean }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const [notes, setNotes] = useState('');
  const [cascadeDeletion, setCascade] = useState(true);
  return (
    <Modal
      open
      tone="danger"
      title={t('reject.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton
            type="button"
            variant="danger"
            pending={pending}
            onClick={() => onConfirm({ notes, cascadeDeletion })}
          >
            {t('reject.confirm')}
          </SubmitButton>
        </>
      }
    >
      <div className="space-y-4">
        <TextAreaField
          label={t('reject.notes')}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          rows={3}
          maxLength={1000}
        />
        <CheckboxField
          label={t('reject.cascade')}
          checked={cascadeDeletion}
          onChange={(e) => setCascade(e.target.checked)}
        />
      </div>
    </Modal>
  );
}
