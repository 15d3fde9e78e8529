import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { LinkTileGrid } from '../../../components/link-tiles/link-tile-grid';
import {
  CalendarIcon,
  ChartIcon,
  EyeIcon,
  PlayerIcon,
  TrophyIcon,
  VersusIcon,
} from '../../../components/svg-icons/icons';
import { showTilesFor, type ShowTile } from '../model/show-page-rules';
import { TOURNAMENTS_NS } from '../i18n';
import { tournamentPaths as to } from './tournament-paths';

const ICONS: Record<ShowTile, ReactNode> = {
  categories: <TrophyIcon className="size-6" />,
  participations: <PlayerIcon className="size-6" />,
  landing: <EyeIcon className="size-6" />,
  orderOfPlay: <CalendarIcon className="size-6" />,
  draws: <VersusIcon className="size-6" />,
  stats: <ChartIcon className="size-6" />,
};

/** The tournament's pages as tiles, each with a line of what it holds. */
export function TournamentShowTiles({ tournament }: { tournament: TTournament }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
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
    <LinkTileGrid
      tiles={showTilesFor(tournament).map((tile) => ({
        key: tile,
        to: links[tile].to,
        title: t(`show.tiles.${tile}`),
        meta: links[tile].meta,
        icon: ICONS[tile],
      }))}
    />
  );
}
