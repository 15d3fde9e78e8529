import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/ui/status-page';
import { PLAYER_PROFILE_NS } from '../i18n';

/** The 404 page of a player who does not exist. */
export function PlayerNotFound() {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  return <StatusPage code={404} title={t('profile.notFoundTitle')} text={t('profile.notFoundText')} />;
}
