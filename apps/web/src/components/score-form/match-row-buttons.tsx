import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { buttonClasses } from '../ui/button';
import { SCORE_FORM_NS } from './i18n';
import type { MatchOptionsSection } from './match-options-dialog';

type Props = {
  match: TMatch;
  onOpen: (match: TMatch, section: MatchOptionsSection) => void;
};

/**
 * A match row's "Σκορ" (straight to the score, while one may be entered) and
 * "Επιλογές" (for whoever manages the match). Both open the one options dialog.
 */
export function MatchRowButtons({ match, onOpen }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const { permissions } = match;
  if (!permissions.score && !permissions.manage) return null;
  const names = { home: match.home.displayName ?? '—', away: match.away.displayName ?? '—' };
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      {permissions.score && (
        <button
          type="button"
          className={buttonClasses('primary', 'sm')}
          aria-label={t('options.scoreOf', names)}
          onClick={() => onOpen(match, 'score')}
        >
          {t('options.score')}
        </button>
      )}
      {permissions.manage && (
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          aria-label={t('options.openOf', names)}
          onClick={() => onOpen(match, 'menu')}
        >
          {t('options.open')}
        </button>
      )}
    </span>
  );
}
