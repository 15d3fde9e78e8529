import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZContactRequest, type TContactRequest } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/card';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAppConfig } from '../../../lib/app-config';
import { botCheckToken } from '../../../lib/bot-check';
import { reportFormError } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/session';
import { sendContactMessage } from '../api/send-contact-message';

type Values = Pick<TContactRequest, 'name' | 'email' | 'subject' | 'body'>;
const FIELDS = ['name', 'email', 'subject', 'body'] as const;
const ZContactForm = ZContactRequest.pick({ name: true, email: true, subject: true, body: true });

/** The contact form; `?mode=bugs-and-improvements` turns it into the bug and idea report. */
export function ContactPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const mode = search.get('mode') === 'bugs-and-improvements' ? 'bugs-and-improvements' : 'general';
  const copy = mode === 'general' ? 'contact.general' : 'contact.bugs';
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(ZContactForm),
    defaultValues: {
      name: user ? `${user.name} ${user.surname}` : '',
      email: user?.email ?? '',
      subject: '',
      body: '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const token = await botCheckToken(config, 'contact');
      await sendContactMessage({ ...values, mode, host: window.location.host, botCheckToken: token });
      reset({ ...values, subject: '', body: '' });
      setSent(true);
    } catch (error) {
      reportFormError(error, setError, FIELDS);
    }
  });

  return (
    <Page title={t(`${copy}.title`)} intro={t(`${copy}.intro`)} width="wide">
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_17rem]">
        <Card>
          {sent ? (
            <div className="space-y-4">
              <Alert tone="success" title={t('contact.sentTitle')}>
                {t('contact.sent')}
              </Alert>
              <Button variant="secondary" onClick={() => setSent(false)}>
                {t('contact.another')}
              </Button>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-5">
              <TextField
                label={t('form.fullName')}
                autoComplete="name"
                error={errors.name?.message}
                {...register('name')}
              />
              <TextField
                label={t('form.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                error={errors.email?.message}
                {...register('email')}
              />
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
          )}
        </Card>
        <aside className="space-y-4 text-sm">
          <div className="rounded-card border border-line bg-surface p-4">
            <h2 className="font-semibold">{t('contact.asideTitle')}</h2>
            <p className="mt-1 text-ink-muted">{t('contact.asideText')}</p>
          </div>
          <div className="rounded-card border border-line bg-surface p-4">
            {mode === 'general' ? (
              <Link
                to={paths.contact('bugs-and-improvements')}
                className="font-medium text-clay-700 hover:underline dark:text-clay-300"
              >
                {t('contact.toBugs')}
              </Link>
            ) : (
              <Link to={paths.contact()} className="font-medium text-clay-700 hover:underline dark:text-clay-300">
                {t('contact.toGeneral')}
              </Link>
            )}
          </div>
        </aside>
      </div>
    </Page>
  );
}
