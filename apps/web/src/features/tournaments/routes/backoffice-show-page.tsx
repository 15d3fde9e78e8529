import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PencilIcon } from '../../../components/svg-icons/icons';
import { TournamentDates } from '../components/tournament-dates';
import { TournamentFileUploads } from '../components/tournament-file-uploads';
import { TournamentPageFrame } from '../components/tournament-page-frame';
import { tournamentPaths as to } from '../components/tournament-paths';
import { TournamentShowTiles } from '../components/tournament-show-tiles';
import { TournamentStateBadge } from '../components/tournament-state-badge';
import { TournamentStateControls } from '../components/tournament-state-controls';
import { TOURNAMENTS_NS } from '../i18n';

/** /backoffice/tournaments/{id}: tiles, state buttons, the participations toggle, print winners and file uploads (spec 2 §2). */
export function TournamentShowPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
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
      {(tournament) => (
        <div className="space-y-6">
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <TournamentStateBadge state={tournament.state} />
            <TournamentDates start={tournament.tournamentStart} end={tournament.tournamentEnd} />
            <span aria-hidden="true">·</span>
            <span>{tournament.host.name}</span>
          </p>
          <TournamentStateControls tournament={tournament} />
          {tournament.permissions.update && (
            <section aria-label={t('show.upload.section')} className="flex flex-wrap items-center gap-2">
              <TournamentFileUploads tournament={tournament} />
            </section>
          )}
          <TournamentShowTiles tournament={tournament} />
        </div>
      )}
    </TournamentPageFrame>
  );
}
