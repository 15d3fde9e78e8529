import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useProceedToKnockout } from '../api/proceed-to-knockout';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { proposedPicks, rankedCandidates } from '../model/knockout-candidates';
import { KnockoutPlaceSelect } from './knockout-place-select';

type Props = { draw: TCategoryDraw; onClose: () => void };

/** One pick per place of the knockout, proposed from the standings (group winners first); the first drawSize / 4 are the seeds. */
export function ProceedToKnockoutDialog({ draw, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const id = useId();
  const size = draw.drawFollowUpSize ?? 0;
  const seeds = Math.ceil(size / 4);
  const candidates = rankedCandidates(draw.groups);
  const [picks, setPicks] = useState<(number | null)[]>(() => proposedPicks(candidates, size));
  const { proceed, error } = useProceedToKnockout(draw, onClose);
  return (
    <FormDialog
      title={t('groups.proceedTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('groups.proceed')}
      pending={proceed.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        proceed.mutate(picks);
      }}
      onClose={onClose}
      className="space-y-3"
    >
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      {picks.map((pick, index) => (
        <KnockoutPlaceSelect
          key={index}
          id={`${id}-${index}`}
          index={index}
          seeded={index < seeds}
          pick={pick}
          candidates={candidates}
          onPick={(participationId) =>
            setPicks((all) => all.map((value, i) => (i === index ? participationId : value)))
          }
        />
      ))}
    </FormDialog>
  );
}
