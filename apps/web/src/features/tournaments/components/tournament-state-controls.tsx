import { useState } from 'react';
import { canMoveTournament, canToggleParticipations, type TournamentStateMove } from '@tennis/domain';
import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/svg-icons/icons';
import { reportFormError } from '../../../lib/form-errors';
import { useTournamentCommand } from '../api/tournaments-api';
import { TOURNAMENTS_NS } from '../i18n';
import { StateMoveDialog } from './state-move-dialog';
import { useTournamentId } from './tournament-page-frame';
import { tournamentPaths as to } from './tournament-paths';

/**
 * The tournament's state: back one state, on to the next (each asked first, as
 * neither is a click to take back lightly), participations open or closed, and
 * the winners to print while the tournament is underway; each offered only
 * where the state allows it.
 */
export function TournamentStateControls({ tournament }: { tournament: TTournament }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  // The id as the address names it, the key the tournament is cached under.
  const id = useTournamentId();
  const command = useTournamentCommand(id);
  const [asking, setAsking] = useState<TournamentStateMove | null>(null);
  const run = (name: Parameters<typeof command.mutate>[0], onSettled?: () => void) =>
    command.mutate(name, { onSettled, onError: (error) => reportFormError(error) });
  return (
    <section
      aria-label={t('show.stateSection')}
      className="flex flex-wrap items-center gap-2 rounded-card border border-line bg-surface p-4"
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={!canMoveTournament(tournament.state, 'previous') || command.isPending}
        onClick={() => setAsking('previous')}
      >
        <ChevronLeftIcon className="size-4" />
        {t('show.previousState')}
      </Button>
      {canMoveTournament(tournament.state, 'next') && (
        <Button size="sm" disabled={command.isPending} onClick={() => setAsking('next')}>
          {t(`show.nextState.${tournament.state}`)}
          <ChevronRightIcon className="size-4" />
        </Button>
      )}
      {canToggleParticipations(tournament.state) && (
        <label className="ml-auto inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            className="focus-ring size-4 accent-clay-600"
            checked={tournament.participationsOpen}
            disabled={command.isPending}
            onChange={(event) => run(event.target.checked ? 'open-participations' : 'close-participations')}
          />
          {t('show.participationsOpen')}
        </label>
      )}
      {tournament.state === 'underway' && (
        <a
          className="focus-ring text-sm font-medium text-clay-700 hover:underline dark:text-clay-300"
          href={to.printWinners(tournament.id)}
          target="_blank"
          rel="noreferrer"
        >
          {t('show.printWinners')}
        </a>
      )}
      {/* Draws and results for other tennis software, in the Tennis Open Data Standards. */}
      <a
        className="focus-ring text-sm font-medium text-clay-700 hover:underline dark:text-clay-300"
        href={to.todsExport(tournament.id)}
        download={`tournament-${tournament.id}.tods.json`}
      >
        {t('show.todsExport')}
      </a>
      {asking && (
        <StateMoveDialog
          tournament={tournament}
          id={id}
          move={asking}
          pending={command.isPending}
          onConfirm={() => run(asking === 'next' ? 'next-state' : 'previous-state', () => setAsking(null))}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
