import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { SubmitButton } from '../ui/submit-button';
import { SHARED_UI_NS } from '../shared-ui-i18n';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel?: ReactNode;
  tone?: 'default' | 'danger';
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be undone; the confirm button ignores repeated clicks. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation(SHARED_UI_NS);
  return (
    <Modal
      open={open}
      onClose={pending ? () => {} : onClose}
      title={title}
      tone={tone}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('confirm.cancel')}
          </Button>
          <SubmitButton
            type="button"
            variant={tone === 'danger' ? 'danger' : 'primary'}
            pending={pending}
            onClick={onConfirm}
          >
            {confirmLabel ?? t('confirm.confirm')}
          </SubmitButton>
        </>
      }
    >
      {children}
    </Modal>
  );
}
