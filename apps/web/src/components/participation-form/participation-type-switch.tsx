import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { PARTICIPATION_FORM_NS } from './i18n';
import type { ParticipationType } from './use-backoffice-participation-form';

/** Singles or doubles, as two pressed/unpressed buttons. */
export function ParticipationTypeSwitch({
  type,
  onChange,
}: {
  type: ParticipationType;
  onChange: (type: ParticipationType) => void;
}) {
  const { t } = useTranslation(PARTICIPATION_FORM_NS);
  return (
    <div role="group" className="inline-flex rounded-control border border-line p-1">
      {(['singles', 'doubles'] as const).map((option) => (
        <Button
          key={option}
          variant={type === option ? 'primary' : 'ghost'}
          size="sm"
          aria-pressed={type === option}
          onClick={() => onChange(option)}
        >
          {t(option)}
        </Button>
      ))}
    </div>
  );
}
