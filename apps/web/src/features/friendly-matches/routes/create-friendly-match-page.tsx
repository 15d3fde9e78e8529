import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FRIENDLY_MESSAGES, type TMatchScoreRequest } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useSubmitFriendlyMatch, useWizardVenues } from '../api/friendly-matches-api';
import { OpponentsStep } from '../components/opponents-step';
import { ScoreStep } from '../components/score-step';
import { TypeStep } from '../components/type-step';
import { VenueStep } from '../components/venue-step';
import { WizardStepsNav } from '../components/wizard-steps-nav';
import { blankDraft, submitRequestOf, type FriendlyDraft } from '../model/friendly-draft';
import { answered, goTo, next, startWizard, stepOfField, type StepIndex } from '../model/wizard-steps';
import { FRIENDLY_MATCHES_NS } from '../i18n';

/** /my-friendly-matches/create: the four-step wizard of a played friendly (spec 3 §2, §4, §5). */
export function CreateFriendlyMatchPage() {
  const { t } = useTranslation(FRIENDLY_MATCHES_NS);
  const navigate = useNavigate();
  const myName = useCurrentUser()?.player?.displayName ?? '';
  const venues = useWizardVenues();
  const submit = useSubmitFriendlyMatch();
  const [draft, setDraft] = useState<FriendlyDraft>(blankDraft);
  const [wizard, setWizard] = useState(startWizard);
  const [scoreErrors, setScoreErrors] = useState<Record<string, string[]>>();
  const change = (values: Partial<FriendlyDraft>) => {
    setDraft((current) => ({ ...current, ...values }));
    setWizard((state) => answered(state, Object.keys(values)));
  };
  const go = (step: StepIndex) => setWizard((state) => goTo(state, step, draft));

  const send = (score: TMatchScoreRequest) => {
    setScoreErrors(undefined);
    submit.mutate(submitRequestOf(draft, score), {
      onSuccess: () => {
        notify({ level: 'success', message: FRIENDLY_MESSAGES.submitted, lifespan: 'quick' });
        void navigate(paths.myProfile());
      },
      onError: (failure) => {
        const errors = failure instanceof ApiError ? failure.errors : undefined;
        const field = errors ? Object.keys(errors).find((name) => stepOfField(name) !== null) : undefined;
        if (errors && field) {
          // A rule of an earlier step the server found: back to it, flagged, with its messages.
          const step = stepOfField(field)!;
          const stepErrors = Object.fromEntries(Object.entries(errors).map(([name, list]) => [name, list[0]]));
          setWizard((state) => ({ ...state, step, errors: stepErrors, flagged: step }));
        } else if (errors) setScoreErrors(errors);
        reportFormError(failure);
      },
    });
  };

  const steps = [
    <TypeStep key="type" type={draft.type} onChange={(type) => change({ type })} />,
    <VenueStep key="venue" draft={draft} venues={venues.data?.data ?? []} errors={wizard.errors} onChange={change} />,
    <OpponentsStep key="opponents" draft={draft} myName={myName} errors={wizard.errors} onChange={change} />,
    <ScoreStep
      key="score"
      draft={draft}
      myName={myName}
      pending={submit.isPending}
      serverErrors={scoreErrors}
      onNotes={(notes) => change({ notes })}
      onSubmit={send}
    />,
  ];

  return (
    <Page title={t('title')} width="wide">
      <Alert className="mb-5">{t('note')}</Alert>
      <WizardStepsNav state={wizard} onGo={go} />
      <Card>
        <p className="mb-4 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          {t('steps.of', { n: wizard.step + 1 })}
        </p>
        {steps[wizard.step]}
        <div className="mt-6 flex justify-between gap-3">
          <Button variant="secondary" disabled={wizard.step === 0} onClick={() => go((wizard.step - 1) as StepIndex)}>
            {t('back')}
          </Button>
          {wizard.step < 3 && <Button onClick={() => setWizard((state) => next(state, draft))}>{t('next')}</Button>}
        </div>
      </Card>
    </Page>
  );
}
