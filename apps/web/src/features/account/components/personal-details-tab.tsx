import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZPersonalDetails, type TPersonalDetails, type TUserSettings } from '@tennis/contracts';
import { NameFields } from '../../../components/person-fields/name-fields';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { SESSION_KEY } from '../../../lib/session';
import { SETTINGS_KEY, updateUserSettings } from '../api/settings-calls';

export function PersonalDetailsTab({ settings }: { settings: TUserSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { name, surname, email } = settings.personalDetails;
  const { register, handleSubmit, setError, reset, formState } = useForm<TPersonalDetails>({
    resolver: zodResolver(ZPersonalDetails),
    defaultValues: { name, surname },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateUserSettings({ personalDetails: values });
      queryClient.setQueryData(SETTINGS_KEY, saved);
      reset({ name: saved.personalDetails.name, surname: saved.personalDetails.surname });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      notify({ level: 'success', message: t('settings.saved') });
    } catch (error) {
      reportFormError(error, setError, ['name', 'surname']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-form space-y-5">
      <NameFields
        name={{ error: errors.name?.message, ...register('name') }}
        surname={{ error: errors.surname?.message, ...register('surname') }}
      />
      <TextField
        label={t('form.email')}
        type="email"
        value={email}
        readOnly
        disabled
        hint={t('settings.emailReadOnly')}
      />
      <SubmitButton pending={isSubmitting}>{t('common.save')}</SubmitButton>
    </form>
  );
}
