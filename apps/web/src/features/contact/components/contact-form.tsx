import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/person-fields/email-field';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { ContactFormState } from './use-contact-form';

interface ContactFormProps {
  /** The catalogue section whose placeholders fit the page's mode. */
  copy: string;
  form: ContactFormState;
}

export function ContactForm({ copy, form }: ContactFormProps) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, onSubmit } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={t('form.fullName')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('contact.subject')}
        placeholder={t(`${copy}.subjectPlaceholder`)}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label={t('contact.body')}
        rows={7}
        placeholder={t(`${copy}.bodyPlaceholder`)}
        error={errors.body?.message}
        {...register('body')}
      />
      <SubmitButton pending={isSubmitting} className="w-full sm:w-auto">
        {t('contact.submit')}
      </SubmitButton>
    </form>
  );
}
