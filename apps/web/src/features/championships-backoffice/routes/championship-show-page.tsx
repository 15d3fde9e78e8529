import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { ButtonLink } from '../../../components/ui/button';
import {
  CalendarIcon,
  ChartIcon,
  EyeIcon,
  PencilIcon,
  PlayerIcon,
  RacketIcon,
  TrophyIcon,
} from '../../../components/svg-icons/icons';
import { ChampionshipStateBadge } from '../components/championship-badges';
import { ChampionshipPageFrame } from '../components/championship-page-frame';
import { championshipBackofficePaths as to } from '../components/championship-paths';
import { showTilesFor, type ShowTile } from '../model/championship-page-rules';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';
import { LinkTileGrid } from '../../../components/link-tiles/link-tile-grid';

const ICONS: Record<ShowTile, ReactNode> = {
  participations: <PlayerIcon className="size-6" />,
  landing: <EyeIcon className="size-6" />,
  schedule: <CalendarIcon className="size-6" />,
  matches: <RacketIcon className="size-6" />,
  stats: <ChartIcon className="size-6" />,
  exports: <TrophyIcon className="size-6" />,
};

/** /backoffice/championships/{id}: tiles to everything the back office does with the championship (spec 3 §2). */
export function ChampionshipShowPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const user = useCurrentUser();
  return (
    <ChampionshipPageFrame
      root
      actions={(championship) =>
        // Spec 3 §2, §6: the edit link is shown to a god-mode admin.
        user?.godMode && championship.permissions.update ? (
          <ButtonLink to={to.edit(championship.id)} variant="secondary">
            <PencilIcon className="size-4" />
            {t('show.edit')}
          </ButtonLink>
        ) : null
      }
    >
      {(championship) => {
        const links: Record<ShowTile, { to: string; meta: string }> = {
          participations: {
            to: to.participations(championship.id),
            meta: t('show.tiles.participationsMeta', championship.participations),
          },
          landing: { to: to.landing(championship.slug), meta: t('show.tiles.landingMeta') },
          schedule: { to: to.schedule(championship.id), meta: t('show.tiles.scheduleMeta') },
          matches: { to: to.matches(championship.id), meta: t('show.tiles.matchesMeta') },
          stats: { to: to.stats(championship.id), meta: t('show.tiles.statsMeta') },
          exports: { to: to.exports(championship.id), meta: t('show.tiles.exportsMeta') },
        };
        return (
          <div className="space-y-6">
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <ChampionshipStateBadge state={championship.state} />
              <span>{t(`types.${championship.type}`)}</span>
              <span aria-hidden="true">·</span>
              <span>{t(`genders.${championship.gender}`)}</span>
              <span aria-hidden="true">·</span>
              <span>{championship.host.name}</span>
            </p>
            <LinkTileGrid
              tiles={showTilesFor(championship).map((tile) => ({
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
    </ChampionshipPageFrame>
  );
}
