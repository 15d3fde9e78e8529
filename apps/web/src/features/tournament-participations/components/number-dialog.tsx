import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PARTICIPATIONS_NS } from '../i18n';

type NumberDialogProps = {
  title: string;
  label: string;
  confirmLabel: string;
  min: number;
  max: number;
  pending: boolean;
  onConfirm: (value: number) => void;
  onClose: () => void;
};

/** The boost-rating and seed dialogs: one whole number in a range; anything else is not submitted (spec 2 §5). */
export function NumberDialog({ title, label, confirmLabel, min, max, pending, onConfirm, onClose }: NumberDialogProps) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const [text, setText] = useState('');
  const value = Number(text);
  const valid = text !== '' && Number.isInteger(value) && value >= min && value <= max;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton type="button" pending={pending} disabled={!valid} onClick={() => valid && onConfirm(value)}>
            {confirmLabel}
          </SubmitButton>
        </>
      }
    >
      <TextField
        label={label}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}
