import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { STEPS, type StepIndex, type WizardState } from '../model/wizard-steps';
import { FRIENDLY_MATCHES_NS } from '../i18n';

/** The four steps as buttons: the current one marked, the undiscovered ones disabled, a failing one flagged. */
export function WizardStepsNav({ state, onGo }: { state: WizardState; onGo: (step: StepIndex) => void }) {
  const { t } = useTranslation(FRIENDLY_MATCHES_NS);
  return (
    <nav aria-label={t('steps.label')} className="mb-5">
      <ol className="grid grid-cols-4 gap-2">
        {STEPS.map((name, index) => {
          const flagged = state.flagged === index;
          const current = state.step === index;
          return (
            <li key={name}>
              <button
                type="button"
                disabled={index > state.discovered}
                aria-current={current ? 'step' : undefined}
                onClick={() => onGo(index as StepIndex)}
                className={cx(
                  'focus-ring flex w-full flex-col items-center gap-1 rounded-control px-1 py-2 text-center text-xs font-medium sm:flex-row sm:justify-center sm:text-sm',
                  current ? 'bg-court-700 text-white' : 'bg-surface-sunken text-ink',
                  flagged && 'ring-2 ring-danger',
                  'disabled:cursor-not-allowed disabled:opacity-50',
                )}
              >
                <span
                  aria-hidden
                  className={cx(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    flagged ? 'bg-danger text-white' : current ? 'bg-white text-court-800' : 'bg-line text-ink',
                  )}
                >
                  {flagged ? '!' : index + 1}
                </span>
                <span>{t(`steps.${name}`)}</span>
                {flagged && <span className="sr-only">({t('steps.flagged')})</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
