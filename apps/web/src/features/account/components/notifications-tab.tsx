import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COMMUNICATION_CHANNELS,
  COMMUNICATION_TOPICS,
  ZCommunicationPreferences,
  type TCommunicationPreferences,
  type TUserSettings,
} from '@tennis/contracts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { SETTINGS_KEY, updateUserSettings } from '../api/settings-calls';

/** One choice per topic: by email, or not at all. Every topic must be answered. */
export function NotificationsTab({ settings }: { settings: TUserSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<TCommunicationPreferences>({
    resolver: zodResolver(ZCommunicationPreferences),
    defaultValues: settings.communicationPreferences,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateUserSettings({ communicationPreferences: values });
      queryClient.setQueryData(SETTINGS_KEY, saved);
      reset(saved.communicationPreferences);
      notify({ level: 'success', message: t('settings.saved') });
    } catch (error) {
      reportFormError(error, setError, [...COMMUNICATION_TOPICS]);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-ink-muted">{t('settings.notifications.intro')}</p>
      <div className="divide-y divide-line rounded-card border border-line">
        {COMMUNICATION_TOPICS.map((topic) => (
          <fieldset
            key={topic}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            aria-describedby={`topic-${topic}-text`}
          >
            <div className="sm:max-w-md">
              <legend className="font-medium">{t(`settings.notifications.topics.${topic}.title`)}</legend>
              <p id={`topic-${topic}-text`} className="text-sm text-ink-muted">
                {t(`settings.notifications.topics.${topic}.text`)}
              </p>
              {errors[topic] && (
                <p role="alert" className="mt-1 text-sm text-danger">
                  {errors[topic]?.message}
                </p>
              )}
            </div>
            <div className="flex gap-2">
              {COMMUNICATION_CHANNELS.map((channel) => (
                <label
                  key={channel}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-3 text-sm has-checked:border-clay-600 has-checked:bg-clay-50 has-focus-visible:outline-2 has-focus-visible:outline-clay-500 dark:has-checked:bg-clay-950"
                >
                  <input
                    type="radio"
                    value={channel}
                    className="size-4 accent-clay-600 focus:outline-none"
                    {...register(topic)}
                  />
                  {t(`settings.notifications.channels.${channel}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <SubmitButton pending={isSubmitting}>{t('common.save')}</SubmitButton>
    </form>
  );
}
