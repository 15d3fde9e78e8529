import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ResourceEditPage } from '../../../components/resource-pages/resource-form-page';
import { ResourceListPage } from '../../../components/resource-pages/resource-list-page';
import { PlayerRowActions } from '../components/player-row-actions';
import { ProfilePictureField } from '../components/profile-picture-field';
import { PLAYERS_NS } from '../i18n';

/**
 * /players and /players/{id}/edit (spec 3 §2 Players, admin only): generic
 * pages over /api/players. The list adds linking an account and the
 * annihilation check to each row, and its view opens the player's profile;
 * the form edits surname, name, phone and e-mail (F2 sample data in dev, F4
 * saves) and reads its record from /api/admin/players/{id}, since
 * /api/players/{id} is the public profile. The picture is uploaded on its own.
 */
const players = { resource: 'players', base: '/api/players' } as const;

export function PlayersListPage() {
  const { t } = useTranslation(PLAYERS_NS);
  return (
    <ResourceListPage
      {...players}
      intro={t('list.intro')}
      showTo={(record) => (typeof record.id === 'number' ? paths.player(record.id) : null)}
      rowActions={(record) => <PlayerRowActions record={record} />}
    />
  );
}

export const PlayerEditPage = () => (
  <ResourceEditPage
    {...players}
    recordBase="/api/admin/players"
    below={(record) => <ProfilePictureField record={record} />}
  />
);
