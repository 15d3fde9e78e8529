import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { Card } from '../../../components/ui/card';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PlayerIcon } from '../../../components/svg-icons/icons';
import { useConfirmPlayerInfo, useReportPhoneMismatch } from '../api/dashboard-api';
import { DASHBOARD_NS } from '../i18n';

/**
 * The player-info confirmation card: the platform found a player that may be
 * this user; "yes" links them (POST /api/confirm-player-info), "no" hands the
 * profile to the team (POST /api/player-phone-mismatch).
 */
export function PlayerInfoCard({ player }: { player: TCurrentUser['player'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const confirm = useConfirmPlayerInfo();
  const mismatch = useReportPhoneMismatch();
  const busy = confirm.isPending || mismatch.isPending;
  const handlers = {
    onSuccess: ({ message }: { message: string }) => notify({ level: 'success', message, lifespan: 'normal' }),
    onError: (error: unknown) => reportFormError(error),
  };

  return (
    <Card className="border-l-4 border-l-court-500">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-pill bg-court-100 text-court-700 sm:flex dark:bg-court-900 dark:text-court-200">
          <PlayerIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">{t('confirm.title')}</h2>
          <p className="mt-1 text-ink-muted">{t('confirm.body')}</p>
          {player && (
            <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-control bg-surface-sunken p-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-ink-muted">{t('confirm.name')}</dt>
                <dd className="font-semibold">{player.displayName || `${player.surname} ${player.name}`}</dd>
              </div>
              {player.phone && (
                <div>
                  <dt className="text-ink-muted">{t('confirm.phone')}</dt>
                  <dd className="font-semibold">{player.phone}</dd>
                </div>
              )}
            </dl>
          )}
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <SubmitButton
              type="button"
              variant="court"
              pending={confirm.isPending}
              disabled={busy}
              onClick={() => confirm.mutate(undefined, handlers)}
            >
              {t('confirm.yes')}
            </SubmitButton>
            <SubmitButton
              type="button"
              variant="secondary"
              pending={mismatch.isPending}
              disabled={busy}
              onClick={() => mismatch.mutate(undefined, handlers)}
            >
              {t('confirm.no')}
            </SubmitButton>
          </div>
        </div>
      </div>
    </Card>
  );
}
