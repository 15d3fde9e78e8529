import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tournamentStateAfter, type TournamentStateMove } from '@tennis/domain';
import type { TTournament, TTournamentConclusionCheck } from '@tennis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { QueryError } from '../../../components/ui/query-error';
import { conclusionCheckQuery } from '../api/tournaments-api';
import { TOURNAMENTS_NS } from '../i18n';

type Props = {
  tournament: TTournament;
  /** The id as the address names it, the key the tournament is cached under. */
  id: string;
  move: TournamentStateMove;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

const PHASES = ['group', 'qualifier', 'knockout'] as const;

/** What concluding leaves behind: a line per phase with unplayed matches, or that all are played. */
function ConclusionCheck({ check }: { check: TTournamentConclusionCheck }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  if (check.total === 0) return <p className="mt-3 font-medium">{t('stateMove.allPlayed')}</p>;
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 font-medium text-danger">
      {PHASES.filter((phase) => check.unplayed[phase] > 0).map((phase) => (
        <li key={phase}>{t(`stateMove.unplayed.${phase}`, { count: check.unplayed[phase] })}</li>
      ))}
    </ul>
  );
}

/**
 * Asks before a state move of the tournament, saying what it will do; before
 * concluding, also how many matches of each phase are left unplayed.
 */
export function StateMoveDialog({ tournament, id, move, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const concluding = move === 'next' && tournament.state === 'underway';
  const check = useQuery({ ...conclusionCheckQuery(id), enabled: concluding });
  const target = tournamentStateAfter(tournament.state, move);
  if (!target) return null;
  const texts =
    move === 'next'
      ? {
          title: t(`stateMove.next.${tournament.state}.title`),
          text: t(`stateMove.next.${tournament.state}.text`),
          confirm: t(`stateMove.next.${tournament.state}.confirm`),
        }
      : {
          title: t('stateMove.previous.title'),
          text: t('stateMove.previous.text', { from: t(`states.${tournament.state}`), to: t(`states.${target}`) }),
          confirm: t('stateMove.previous.confirm'),
        };
  return (
    <ConfirmDialog
      open
      title={texts.title}
      confirmLabel={texts.confirm}
      tone={concluding || move === 'previous' ? 'danger' : 'default'}
      pending={pending || (concluding && check.isPending)}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{texts.text}</p>
      {concluding &&
        (check.isPending ? (
          <p className="mt-3 text-ink-muted" aria-busy="true">
            {t('stateMove.checking')}
          </p>
        ) : check.isError ? (
          <QueryError className="mt-3" error={check.error} onRetry={check.refetch} />
        ) : (
          <ConclusionCheck check={check.data} />
        ))}
    </ConfirmDialog>
  );
}
