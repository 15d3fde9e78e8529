import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';
import { SubmitButton } from './submit-button';

type FormDialogProps = {
  title: ReactNode;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  submitDisabled?: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The form's own classes, e.g. its spacing. */
  className?: string;
  children: ReactNode;
};

/**
 * A dialog around a form. The submit button sits with the actions, outside the form, and names it, so Enter in a
 * field and a click on the button send the same form.
 */
export function FormDialog({
  title,
  cancelLabel,
  submitLabel,
  submitVariant,
  submitDisabled,
  pending,
  onSubmit,
  onClose,
  className,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <SubmitButton form={formId} variant={submitVariant} pending={pending} disabled={submitDisabled}>
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} className={className} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
