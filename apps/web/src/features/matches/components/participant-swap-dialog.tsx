import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChampionshipPlayerOption, TMatch } from '@tennis/contracts';
import { useMatchActions } from '../../../components/score-form/match-actions-api';
import { Button } from '../../../components/ui/button';
import { FieldShell } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notify } from '../../../lib/notify';
import { ChampionshipPlayerPicker } from './championship-player-picker';
import { MATCHES_NS } from '../i18n';

/**
 * Replaces the home or away side of a scheduled championship match (spec 3
 * §2). Success shows the server's notice; a failure a composed message; the
 * dialog closes either way.
 */
export function ParticipantSwapDialog({ match, onClose }: { match: TMatch; onClose: () => void }) {
  const { t } = useTranslation(MATCHES_NS);
  const sideId = useId();
  const { swap } = useMatchActions(match.id);
  const [side, setSide] = useState<'home' | 'away'>('home');
  const [player1, setPlayer1] = useState<TChampionshipPlayerOption | null>(null);
  const [player2, setPlayer2] = useState<TChampionshipPlayerOption | null>(null);
  const doubles = match.type === 'doubles';
  const championshipId = String(match.championshipId);
  const ready = player1 !== null && (!doubles || player2 !== null);

  const submit = () => {
    if (!player1) return;
    swap.mutate(
      { homeOrAway: side, player1Id: player1.playerId, player2Id: doubles ? (player2?.playerId ?? null) : null },
      {
        onSuccess: (answer) => notify({ level: 'success', message: answer.message, lifespan: 'quick' }),
        onError: (failure) =>
          notify({
            level: 'danger',
            message: t('swap.failed', { reason: failure instanceof Error ? failure.message : '' }),
          }),
        onSettled: onClose,
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('swap.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('swap.cancel')}
          </Button>
          <SubmitButton type="button" pending={swap.isPending} disabled={!ready} onClick={submit}>
            {t('swap.submit')}
          </SubmitButton>
        </>
      }
    >
      <div className="space-y-4">
        <FieldShell id={sideId} label={t('swap.side')}>
          <select
            id={sideId}
            className={inputClasses}
            value={side}
            onChange={(event) => setSide(event.target.value === 'away' ? 'away' : 'home')}
          >
            <option value="home">
              {t('swap.home')}: {match.home.displayName}
            </option>
            <option value="away">
              {t('swap.away')}: {match.away.displayName}
            </option>
          </select>
        </FieldShell>
        <ChampionshipPlayerPicker
          championshipId={championshipId}
          label={t('swap.player1')}
          value={player1}
          onChange={setPlayer1}
        />
        {doubles && (
          <ChampionshipPlayerPicker
            championshipId={championshipId}
            label={t('swap.player2')}
            value={player2}
            onChange={setPlayer2}
          />
        )}
      </div>
    </Modal>
  );
}
