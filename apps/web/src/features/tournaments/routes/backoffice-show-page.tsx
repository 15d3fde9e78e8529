import type { ReactNode } from 'react';
import { canMoveTournament, canToggleParticipations, hasPlayBegun } from '@tennis/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import {
  CalendarIcon,
  ChartIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  EyeIcon,
  PencilIcon,
  PlayerIcon,
  TrophyIcon,
  VersusIcon,
} from '../../../components/svg-icons/icons';
import { reportFormError } from '../../../lib/form-errors';
import { useTournamentCommand } from '../api/tournaments-api';
import { TournamentDates } from '../components/tournament-dates';
import { TournamentFileUploads } from '../components/tournament-file-uploads';
import { TournamentPageFrame, useTournamentId } from '../components/tournament-page-frame';
import { tournamentPaths as to } from '../components/tournament-paths';
import { TournamentStateBadge } from '../components/tournament-state-badge';
import { showTilesFor, type ShowTile } from '../model/show-page-rules';
import { TOURNAMENTS_NS } from '../i18n';
import { LinkTileGrid } from '../../../components/link-tiles/link-tile-grid';

const ICONS: Record<ShowTile, ReactNode> = {
  categories: <TrophyIcon className="size-6" />,
  participations: <PlayerIcon className="size-6" />,
  landing: <EyeIcon className="size-6" />,
  orderOfPlay: <CalendarIcon className="size-6" />,
  draws: <VersusIcon className="size-6" />,
  stats: <ChartIcon className="size-6" />,
};

/** /backoffice/tournaments/{id}: tiles, state buttons, the participations toggle, print winners and file uploads (spec 2 §2). */
export function TournamentShowPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const id = useTournamentId();
  const command = useTournamentCommand(id);
  const run = (name: Parameters<typeof command.mutate>[0]) =>
    command.mutate(name, { onError: (error) => reportFormError(error) });

  return (
    <TournamentPageFrame
      actions={(tournament) =>
        tournament.permissions.update ? (
          <ButtonLink to={to.edit(tournament.id)} variant="secondary">
            <PencilIcon className="size-4" />
            {t('show.edit')}
          </ButtonLink>
        ) : null
      }
    >
      {(tournament) => {
        const links: Record<ShowTile, { to: string; meta: string; external?: boolean }> = {
          categories: {
            to: to.categories(tournament.id),
            meta: t('show.tiles.categoriesMeta', { count: tournament.tournamentCategories.length }),
          },
          participations: {
            to: to.participations(tournament.id),
            meta: t('show.tiles.participationsMeta', {
              pending: tournament.tournamentParticipations.pending,
              approved: tournament.tournamentParticipations.approved,
            }),
          },
          landing: { to: tournament.publicUrl, meta: t('show.tiles.landingMeta') },
          orderOfPlay: { to: to.backofficeOrderOfPlay(tournament.id), meta: t('show.tiles.orderOfPlayMeta') },
          draws: { to: to.backofficeDraws(tournament.id), meta: t('show.tiles.drawsMeta') },
          stats: { to: to.stats(tournament.id), meta: t('show.tiles.statsMeta') },
        };
        return (
          <div className="space-y-6">
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <TournamentStateBadge state={tournament.state} />
              <TournamentDates start={tournament.tournamentStart} end={tournament.tournamentEnd} />
              <span aria-hidden="true">·</span>
              <span>{tournament.host.name}</span>
            </p>
            <section
              aria-label={t('show.stateSection')}
              className="flex flex-wrap items-center gap-2 rounded-card border border-line bg-surface p-4"
            >
              <Button
                variant="secondary"
                size="sm"
                disabled={!canMoveTournament(tournament.state, 'previous') || command.isPending}
                onClick={() => run('previous-state')}
              >
                <ChevronLeftIcon className="size-4" />
                {t('show.previousState')}
              </Button>
              {canMoveTournament(tournament.state, 'next') && (
                <Button size="sm" disabled={command.isPending} onClick={() => run('next-state')}>
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
              {hasPlayBegun(tournament.state) && (
                <a
                  className="focus-ring text-sm font-medium text-clay-700 hover:underline dark:text-clay-300"
                  href={to.printWinners(tournament.id)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('show.printWinners')}
                </a>
              )}
            </section>
            {tournament.permissions.update && (
              <section aria-label={t('show.upload.section')} className="flex flex-wrap items-center gap-2">
                <TournamentFileUploads tournament={tournament} />
              </section>
            )}
            <LinkTileGrid
              tiles={showTilesFor(tournament).map((tile) => ({
                key: tile,
                to: links[tile].to,
                title: t(`show.tiles.${tile}`),
                meta: links[tile].meta,
                icon: ICONS[tile],
              }))}
            />
          </div>
        );
      }}
    </TournamentPageFrame>
  );
}
