import { useTranslation } from 'react-i18next';
import type { TTournamentParticipation, TTournamentParticipationAction } from '@tennis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useConfirmPayment } from '../api/participations-api';
import { participantName } from '../model/participant-name';
import { EntryStatusDialog } from './entry-status-dialog';
import { NumberDialog } from './number-dialog';
import { RejectDialog } from './reject-dialog';
import { PARTICIPATIONS_NS } from '../i18n';

/** The actions on one participation that ask something first: a reason, a confirmation or a number. */
export type RowDialog = {
  kind: 'reject' | 'delete' | 'boost-rating' | 'seed' | 'entry-status';
  row: TTournamentParticipation;
};

type Props = {
  dialog: RowDialog;
  pending: boolean;
  onClose: () => void;
  run: (participationId: number, name: TTournamentParticipationAction, body?: object) => void;
};

export function ParticipationRowDialog({ dialog, pending, onClose, run }: Props) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  return (
    <>
      {dialog.kind === 'reject' && (
        <RejectDialog pending={pending} onClose={onClose} onConfirm={(body) => run(dialog.row.id, 'reject', body)} />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          pending={pending}
          onClose={onClose}
          onConfirm={() => run(dialog.row.id, 'delete')}
        >
          {t('delete.body', { name: participantName(dialog.row), category: dialog.row.tournamentCategoryName })}
        </ConfirmDialog>
      )}
      {dialog.kind === 'boost-rating' && (
        <NumberDialog
          title={t('boost.title')}
          label={t('boost.label')}
          confirmLabel={t('boost.confirm')}
          min={1}
          max={250}
          pending={pending}
          onClose={onClose}
          onConfirm={(boost) => run(dialog.row.id, 'boost-rating', { boost })}
        />
      )}
      {dialog.kind === 'seed' && (
        <NumberDialog
          title={t('seed.title')}
          label={t('seed.label', { max: dialog.row.seedCount })}
          confirmLabel={t('seed.confirm')}
          min={1}
          max={dialog.row.seedCount}
          pending={pending}
          onClose={onClose}
          onConfirm={(seed) => run(dialog.row.id, 'seed', { seed })}
        />
      )}
      {dialog.kind === 'entry-status' && (
        <EntryStatusDialog
          current={dialog.row.entryStatus}
          pending={pending}
          onClose={onClose}
          onConfirm={(entryStatus) => run(dialog.row.id, 'entry-status', { entryStatus })}
        />
      )}
    </>
  );
}

/** Confirms that the selected participations were paid on the spot, then records it. */
export function PayOnTheSpotDialog({
  tournamentId,
  selected,
  onClose,
  onPaid,
}: {
  tournamentId: string;
  selected: number[];
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const confirmPayment = useConfirmPayment(tournamentId);
  return (
    <ConfirmDialog
      open
      tone="default"
      title={t('payOnTheSpotTitle')}
      confirmLabel={t('payOnTheSpot')}
      pending={confirmPayment.isPending}
      onClose={onClose}
      onConfirm={() =>
        confirmPayment.mutate(selected, {
          onSuccess: (r) => {
            notify({ message: r.message, level: 'success' });
            onPaid();
          },
          onSettled: onClose,
        })
      }
    >
      {t('payOnTheSpotBody', { count: selected.length })}
    </ConfirmDialog>
  );
}
