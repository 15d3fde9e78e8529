import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { buttonClasses } from '../ui/button';
import { SCORE_FORM_NS } from './i18n';

/** Opens a match's options; only for someone who may manage the match. */
export function MatchOptionsButton({ match, onOpen }: { match: TMatch; onOpen: (match: TMatch) => void }) {
  const { t } = useTranslation(SCORE_FORM_NS);
  if (!match.permissions.manage) return null;
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'sm')}
      aria-label={t('options.openOf', { id: match.id })}
      onClick={() => onOpen(match)}
    >
      {t('options.open')}
    </button>
  );
}
