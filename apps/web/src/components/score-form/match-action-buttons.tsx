import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { Button } from '../ui/button';
import { SubmitButton } from '../ui/submit-button';
import { SCORE_FORM_NS } from './i18n';
import type { MatchActionCallbacks, MatchActions } from './match-actions-api';

export type MatchActionButtonsProps = {
  match: TMatch;
  actions: MatchActions;
  callbacks: MatchActionCallbacks;
  onScore: () => void;
  onSwap?: ((match: TMatch) => void) | undefined;
  onDelete?: ((match: TMatch) => void) | undefined;
  onRollback: () => void;
};

/** One button per action the server allows on this match and the page offers. */
export function MatchActionButtons({
  match,
  actions,
  callbacks,
  onScore,
  onSwap,
  onDelete,
  onRollback,
}: MatchActionButtonsProps) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const { permissions } = match;
  return (
    <div className="flex flex-wrap gap-2">
      {permissions.score && <Button onClick={onScore}>{t('options.score')}</Button>}
      {permissions.swap && onSwap && (
        <Button variant="secondary" onClick={() => onSwap(match)}>
          {t('options.swap')}
        </Button>
      )}
      {permissions.manage && (
        <SubmitButton
          type="button"
          variant="secondary"
          pending={actions.toggleFeatured.isPending}
          onClick={() => actions.toggleFeatured.mutate(undefined, callbacks)}
        >
          {match.featured ? t('options.featureOff') : t('options.featureOn')}
        </SubmitButton>
      )}
      {permissions.delete && onDelete && (
        <Button variant="danger" onClick={() => onDelete(match)}>
          {t('options.delete')}
        </Button>
      )}
      {permissions.rollback && (
        <Button variant="danger" onClick={onRollback}>
          {t('options.rollback')}
        </Button>
      )}
    </div>
  );
}
