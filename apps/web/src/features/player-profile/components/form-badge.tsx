import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { PLAYER_PROFILE_NS } from '../i18n';

/** A result as a small round badge: W on court green, L on clay; the word for screen readers. */
export function FormBadge({ result }: { result: 'W' | 'L' }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const label = result === 'W' ? t('profile.win') : t('profile.loss');
  return (
    <span
      title={label}
      className={cx(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white',
        result === 'W' ? 'bg-court-700' : 'bg-clay-700',
      )}
    >
      <span aria-hidden="true">{result === 'W' ? t('profile.winShort') : t('profile.lossShort')}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
