import { useTranslation } from 'react-i18next';
import type { TPlayerPickerEntry } from '@tennis/contracts';
import { PlayerPicker } from '../player-picker/player-picker';
import { clientSearchQuery } from '../player-picker/client-search-query';
import { PARTICIPATION_FORM_NS } from './i18n';
import type { ParticipationType } from './use-backoffice-participation-form';

type Props = {
  type: ParticipationType;
  player1: TPlayerPickerEntry | null;
  onPlayer1Change: (player: TPlayerPickerEntry | null) => void;
  player2: TPlayerPickerEntry | null;
  onPlayer2Change: (player: TPlayerPickerEntry | null) => void;
  /** The two players' doubles team is still being looked up. */
  teamPending: boolean;
  hasTeam: boolean;
  errors: Record<string, string[]>;
  /** Only players of this gender are offered (a men's or women's category); any gender when undefined. */
  gender?: number | undefined;
};

/** The player, or the two players of a doubles pair and whether they enter as their existing team. */
export function ParticipationPlayersFields({
  type,
  player1,
  onPlayer1Change,
  player2,
  onPlayer2Change,
  teamPending,
  hasTeam,
  errors,
  gender,
}: Props) {
  const { t } = useTranslation(PARTICIPATION_FORM_NS);
  const search = (term: string) => clientSearchQuery(term, gender);
  return (
    <>
      <PlayerPicker
        search={search}
        label={type === 'singles' ? t('player') : t('player1')}
        value={player1}
        onChange={onPlayer1Change}
        error={(errors.playerId ?? errors.player1Id)?.[0]}
      />
      {type === 'doubles' && (
        <PlayerPicker
          search={search}
          label={t('player2')}
          value={player2}
          onChange={onPlayer2Change}
          error={errors.player2Id?.[0]}
        />
      )}
      {type === 'doubles' && player1 && player2 && !teamPending && (
        <p className="text-sm text-ink-muted">{hasTeam ? t('existingTeam') : t('newTeam')}</p>
      )}
    </>
  );
}
