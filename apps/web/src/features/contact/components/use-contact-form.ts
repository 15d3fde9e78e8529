import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZContactRequest, type TContactRequest } from '@tennis/contracts';
import { useAppConfig } from '../../../lib/app-config';
import { botCheckToken } from '../../../lib/bot-check';
import { reportFormError } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/session';
import { sendContactMessage } from '../api/send-contact-message';

export type ContactMode = NonNullable<TContactRequest['mode']>;
type Values = Pick<TContactRequest, 'name' | 'email' | 'subject' | 'body'>;
const FIELDS = ['name', 'email', 'subject', 'body'] as const;
const ZContactForm = ZContactRequest.pick({ name: true, email: true, subject: true, body: true });

/**
 * The contact form's state and its sending. It lives in the page, not in the form, so that
 * writing another message after one was sent keeps the name and e-mail already typed.
 */
export function useContactForm(mode: ContactMode) {
  const config = useAppConfig();
  const user = useCurrentUser();
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

  return {
    register,
    errors: formState.errors,
    isSubmitting: formState.isSubmitting,
    onSubmit,
    sent,
    writeAnother: () => setSent(false),
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
