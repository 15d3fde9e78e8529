import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { reportDrawError } from '../model/report-draw-error';

/** The knockout draw's tools: every bye through at once, and one qualifier match more. */
export function KnockoutDrawActions({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const actions = useDrawActions(categoryId);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={actions.proceedAllByes.isPending}
        onClick={() => actions.proceedAllByes.mutate(undefined, { onError: reportDrawError })}
      >
        {t('proceedAllByes')}
      </Button>
      <Button
        variant="secondary"
        disabled={actions.addQualifierMatch.isPending}
        onClick={() => actions.addQualifierMatch.mutate(undefined, { onError: reportDrawError })}
      >
        {t('addQualifierMatch')}
      </Button>
    </div>
  );
}
