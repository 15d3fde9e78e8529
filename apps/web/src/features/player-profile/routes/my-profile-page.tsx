import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { PlayerProfile } from '../components/player-profile';
import { PLAYER_PROFILE_NS } from '../i18n';

/**
 * /my-profile: the signed-in player's own profile, friendlies included. A user without a player profile
 * is told so in Greek and offered the dashboard's profile form, which brings them back here.
 */
export function MyProfilePage() {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const player = useCurrentUser()?.player;
  if (player) return <PlayerProfile playerId={player.id} />;
  return (
    <Page title={t('myProfile.noProfileTitle')} width="form">
      <Alert tone="warning">
        <p>{t('myProfile.noProfileText')}</p>
      </Alert>
      <ButtonLink to={paths.fillPlayerForm(paths.myProfile())} className="mt-6">
        {t('myProfile.createProfile')}
      </ButtonLink>
    </Page>
  );
}
