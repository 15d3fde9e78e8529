import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../ui/field';
import { SubmitButton } from '../ui/submit-button';
import { SCORE_FORM_NS } from './i18n';

type Props = {
  value: string;
  onChange: (value: string) => void;
  pending: boolean;
  /** Blank comments are sent as none. */
  onSave: (comments: string | null) => void;
};

/** The match's comments on the order of play. */
export function OopCommentsForm({ value, onChange, pending, onSave }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value.trim() === '' ? null : value.trim());
      }}
    >
      <TextAreaField
        label={t('options.comments')}
        value={value}
        maxLength={1000}
        onChange={(event) => onChange(event.target.value)}
        className="[&_textarea]:min-h-20"
      />
      <SubmitButton variant="secondary" size="sm" pending={pending}>
        {t('options.saveComments')}
      </SubmitButton>
    </form>
  );
}
