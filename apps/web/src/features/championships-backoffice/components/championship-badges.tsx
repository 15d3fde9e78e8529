import { useTranslation } from 'react-i18next';
import type {
  TChampionshipParticipationState,
  TChampionshipParticipationStatus,
  TChampionshipState,
} from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const STATE_TONES: Record<TChampionshipParticipationState, string> = {
  pending: 'bg-ball-300 text-court-950',
  approved: 'bg-court-100 text-court-900 dark:bg-court-900 dark:text-court-100',
  rejected: 'bg-danger/15 text-danger',
  cancelled: 'bg-surface-sunken text-ink-muted',
};

const STATUS_TONES: Record<TChampionshipParticipationStatus, string> = {
  play: 'bg-court-600 text-white',
  pause: 'bg-ball-400 text-court-950',
  off: 'bg-surface-sunken text-ink-muted',
};

export function ParticipationStateBadge({ state }: { state: TChampionshipParticipationState }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return <span className={cx(pill, STATE_TONES[state])}>{t(`participationStates.${state}`)}</span>;
}

export function ParticipationStatusBadge({ status }: { status: TChampionshipParticipationStatus }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return <span className={cx(pill, STATUS_TONES[status])}>{t(`statuses.${status}`)}</span>;
}

export function ChampionshipStateBadge({ state }: { state: TChampionshipState }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <span className={cx(pill, state === 'underway' ? 'bg-court-600 text-white' : 'bg-surface-sunken text-ink')}>
      {t(`states.${state}`)}
    </span>
  );
}
