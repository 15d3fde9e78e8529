import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button';
import { SubmitButton } from '../../ui/submit-button';
import { RESOURCES_NS } from '../i18n';

type FormFooterProps = {
  listPath: string;
  /** The F4 shortcut clicks this button, so its click freeze applies to the keyboard too. */
  submitRef: RefObject<HTMLButtonElement | null>;
  pending: boolean;
  /** Mentions the F2 sample shortcut, which exists only where sample data may be filled. */
  sampleAllowed: boolean;
};

/** The keyboard shortcuts, cancel back to the list, save. */
export function FormFooter({ listPath, submitRef, pending, sampleAllowed }: FormFooterProps) {
  const { t } = useTranslation(RESOURCES_NS);
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-ink-muted">
        <kbd className="font-sans">{t('form.shortcutSubmit')}</kbd>
        {sampleAllowed && (
          <>
            {' · '}
            <kbd className="font-sans">{t('form.shortcutSample')}</kbd>
          </>
        )}
      </p>
      <div className="flex gap-2">
        <ButtonLink to={listPath} variant="secondary">
          {t('form.cancel')}
        </ButtonLink>
        <SubmitButton ref={submitRef} pending={pending}>
          {t('form.save')}
        </SubmitButton>
      </div>
    </div>
  );
}
