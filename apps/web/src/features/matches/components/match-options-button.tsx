import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { MATCHES_NS } from '../i18n';

/** Opens a match's options; only for someone who may manage the match. */
export function MatchOptionsButton({ match, onOpen }: { match: TMatch; onOpen: (match: TMatch) => void }) {
  const { t } = useTranslation(MATCHES_NS);
  if (!match.permissions.manage) return null;
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'sm')}
      aria-label={t('list.optionsOf', { id: match.id })}
      onClick={() => onOpen(match)}
    >
      {t('list.options')}
    </button>
  );
}
