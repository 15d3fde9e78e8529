import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REGISTRATION_SURFACES,
  ZChampionshipRegistrationRequest,
  type TChampionshipRegistrationRequest,
} from '@tennis/contracts';
import { SurfaceOptions } from '../../../components/surface-options/surface-options';
import { Alert, Card } from '../../../components/ui/card';
import { CheckboxField, FieldShell, TextAreaField } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { landingQuery } from '../api/championship-api';
import { useRegisterParticipation } from '../api/register-participation';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { championshipPaths } from '../model/championship-paths';

const FIELDS = [
  'preferredSurface',
  'registrationNotes',
  'termsAndConditionsAgreed',
  'contactPermissionGranted',
] as const;

/** /championships/{slug}/register: a player's own registration (spec 3 §4, §5). */
export function RegistrationPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const { slug = '' } = useParams();
  const landing = useQuery(landingQuery(slug));
  const championship = landing.data?.data;
  return (
    <Page
      title={t('registration.title')}
      intro={championship && t('registration.intro', { name: championship.name })}
      width="form"
    >
      {!championship ? (
        <Skeleton className="h-80 w-full rounded-card" />
      ) : championship.permissions.register !== true ? (
        <Alert tone="info">
          <p>{championship.permissions.register}</p>
          <Link to={championshipPaths.landing(slug)} className="mt-2 inline-block font-semibold underline">
            {t('registration.back')}
          </Link>
        </Alert>
      ) : (
        <RegistrationForm championshipId={championship.id} slug={slug} />
      )}
    </Page>
  );
}

function RegistrationForm({ championshipId, slug }: { championshipId: number; slug: string }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const navigate = useNavigate();
  const registration = useRegisterParticipation(championshipId);
  const { register, handleSubmit, setError, formState } = useForm<TChampionshipRegistrationRequest>({
    resolver: zodResolver(ZChampionshipRegistrationRequest),
    defaultValues: {
      preferredSurface: null,
      registrationNotes: '',
      termsAndConditionsAgreed: false,
      contactPermissionGranted: false,
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await registration.mutateAsync({ ...values, preferredSurface: values.preferredSurface || null });
      notify({ level: 'success', message: answer.message });
      await navigate(championshipPaths.landing(slug));
    } catch (error) {
      reportFormError(error, setError, FIELDS);
    }
  });

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FieldShell
          id="preferred-surface"
          label={t('registration.preferredSurface')}
          error={errors.preferredSurface?.message}
        >
          <select
            id="preferred-surface"
            className={inputClasses}
            {...register('preferredSurface', { setValueAs: (v: string) => v || null })}
          >
            <option value="">{t('registration.anySurface')}</option>
            <SurfaceOptions surfaces={REGISTRATION_SURFACES} />
          </select>
        </FieldShell>
        <TextAreaField
          label={t('registration.notes')}
          hint={t('registration.notesHint')}
          rows={4}
          error={errors.registrationNotes?.message}
          {...register('registrationNotes')}
        />
        <CheckboxField
          label={t('registration.terms')}
          error={errors.termsAndConditionsAgreed?.message}
          {...register('termsAndConditionsAgreed')}
        />
        <CheckboxField
          label={t('registration.contact')}
          error={errors.contactPermissionGranted?.message}
          {...register('contactPermissionGranted')}
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={isSubmitting}>{t('registration.submit')}</SubmitButton>
          <Link to={championshipPaths.landing(slug)} className="focus-ring text-sm font-semibold underline">
            {t('registration.back')}
          </Link>
        </div>
      </form>
    </Card>
  );
}
