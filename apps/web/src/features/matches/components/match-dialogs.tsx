import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { MatchOptionsDialog, type MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useDeleteChampionshipMatch, useScheduleForm } from '../api/championship-matches-api';
import { MATCHES_NS } from '../i18n';
import { ParticipantSwapDialog } from './participant-swap-dialog';

interface MatchDialogsProps {
  championshipId: string;
  /** The match whose options are open and on which section, chosen in the list. */
  opened: { match: TMatch; section: MatchOptionsSection } | null;
  onCloseOptions: () => void;
}

/** A match's options, and the swap of its participants or its deletion that they lead to. */
export function MatchDialogs({ championshipId, opened, onCloseOptions }: MatchDialogsProps) {
  const { t } = useTranslation(MATCHES_NS);
  const scheduleForm = useScheduleForm(championshipId);
  const remove = useDeleteChampionshipMatch(championshipId);
  const [swapOf, setSwapOf] = useState<TMatch | null>(null);
  const [deleteOf, setDeleteOf] = useState<TMatch | null>(null);

  return (
    <>
      {opened && (
        <MatchOptionsDialog
          match={opened.match}
          initialSection={opened.section}
          venues={scheduleForm.data?.venues}
          onClose={onCloseOptions}
          onSwap={(match) => {
            onCloseOptions();
            setSwapOf(match);
          }}
          onDelete={(match) => {
            onCloseOptions();
            setDeleteOf(match);
          }}
        />
      )}
      <ConfirmDialog
        open={deleteOf !== null}
        title={t('list.deleteTitle')}
        pending={remove.isPending}
        onClose={() => setDeleteOf(null)}
        onConfirm={() =>
          deleteOf &&
          remove.mutate(deleteOf.id, {
            onSuccess: (answer) => notify({ level: 'success', message: answer.message, lifespan: 'quick' }),
            onError: (failure) => reportFormError(failure),
            onSettled: () => setDeleteOf(null),
          })
        }
      >
        {t('list.deleteConfirm', { id: deleteOf?.id })}
      </ConfirmDialog>
      {swapOf && <ParticipantSwapDialog match={swapOf} onClose={() => setSwapOf(null)} />}
    </>
  );
}
