import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { ApiError } from '../../lib/api-error';
import { reportFormError } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { hasWorth, MatchWorth } from '../match-worth/match-worth';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { usePaymentOnTheSpot } from '../wallet/use-payment-on-the-spot';
import { MatchOptionsMenu } from './match-options-menu';
import type { Venue } from './reschedule-form';
import { ScoreForm } from './score-form';
import { useMatchActions, type MatchActionCallbacks } from './match-actions-api';
import { SCORE_FORM_NS } from './i18n';

/** The score's field errors of a 422, for the form to show beside each field. */
const fieldErrorsOf = (error: unknown) =>
  error instanceof ApiError && error.status === 422 ? error.errors : undefined;

export type MatchOptionsSection = 'score' | 'menu';

type Props = {
  match: TMatch;
  /** Opens straight on the score (the schedule screen's "enter score"). */
  initialSection?: MatchOptionsSection;
  /** The page's swap dialog (championship matches); absent: no swap offered. */
  onSwap?: (match: TMatch) => void;
  /** The page's deletion (championship matches not yet concluded); absent: no delete offered. */
  onDelete?: (match: TMatch) => void;
  /** The clubs the match may move to (a championship's venues, a tournament host's clubs); absent: no rescheduling here. */
  venues?: Venue[] | undefined;
  onClose: () => void;
};

/**
 * The back office's options for one match, offered by its state and the
 * server's permissions: enter the score, comments, featured, swap a side,
 * roll a result back after a confirmation, and (for those who manage
 * wallets) charge a player's wallet for the match: payment on the spot. Titled by the two sides, so
 * the organiser sees at once whose score is being typed; Escape closes it and
 * the dialog gives focus back to the button that opened it.
 */
export function MatchOptionsDialog({ match, initialSection = 'menu', onSwap, onDelete, venues, onClose }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const actions = useMatchActions(match.id);
  const [section, setSection] = useState<MatchOptionsSection>(match.permissions.score ? initialSection : 'menu');
  const [confirmRollback, setConfirmRollback] = useState(false);
  const payment = usePaymentOnTheSpot(match);
  const [comments, setComments] = useState(match.orderOfPlayComments ?? '');
  const scoreErrors = fieldErrorsOf(actions.score.error);
  const callbacks: MatchActionCallbacks = {
    onSuccess: (answer) => {
      notify({ level: 'success', message: answer.message, lifespan: 'quick' });
      onClose();
    },
    onError: (failure) => reportFormError(failure),
  };
  const [home, away] = [match.home.displayName ?? '—', match.away.displayName ?? '—'];
  const { permissions } = match;
  const anything = permissions.score || permissions.rollback || permissions.swap || permissions.manage;

  return (
    <>
      <Modal
        open={!confirmRollback && !payment.paying}
        onClose={onClose}
        title={`${home} – ${away}`}
        actions={
          <Button variant="secondary" onClick={onClose}>
            {t('options.close')}
          </Button>
        }
      >
        <p className="mb-4 text-ink-muted">{t('options.title', { id: match.id })}</p>
        {hasWorth(match) && <MatchWorth matchId={match.id} className="mb-4" />}
        {!anything && <p className="text-ink-muted">{t('options.noActions')}</p>}
        {section === 'score' && permissions.score ? (
          <ScoreForm
            matchFormat={match.matchFormat}
            homeName={home}
            awayName={away}
            pending={actions.score.isPending}
            serverErrors={scoreErrors}
            onSubmit={(score) => actions.score.mutate(score, callbacks)}
          />
        ) : (
          <MatchOptionsMenu
            match={match}
            actions={actions}
            callbacks={callbacks}
            onScore={() => setSection('score')}
            onSwap={onSwap}
            onDelete={onDelete}
            onRollback={() => setConfirmRollback(true)}
            venues={venues}
            comments={comments}
            onCommentsChange={setComments}
            onPay={payment.onPay}
          />
        )}
      </Modal>
      {payment.dialog}
      <ConfirmDialog
        open={confirmRollback}
        title={t('options.rollbackConfirmTitle')}
        pending={actions.rollback.isPending}
        onClose={() => setConfirmRollback(false)}
        onConfirm={() =>
          actions.rollback.mutate(undefined, {
            onSuccess: callbacks.onSuccess,
            onError: (failure) => {
              setConfirmRollback(false);
              reportFormError(failure);
            },
          })
        }
      >
        {t('options.rollbackConfirm')}
      </ConfirmDialog>
    </>
  );
}
