import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ChartIcon,
  PlayerIcon,
  PlusCircleIcon,
  SettingsIcon,
  TennisBallIcon,
  TrophyIcon,
  VersusIcon,
  WalletIcon,
} from '../../../components/svg-icons/icons';
import { dashboardLinks } from '../model/dashboard-links';
import { DASHBOARD_NS } from '../i18n';

type Tile = { key: string; to: string | null; Icon: typeof PlayerIcon; tone: string };

/** Each tile gets its own colour pair from the clay-and-court palette, so they read apart at a glance. */
const tones = {
  clay: 'bg-clay-100 text-clay-700 dark:bg-clay-900 dark:text-clay-200',
  court: 'bg-court-100 text-court-700 dark:bg-court-900 dark:text-court-200',
  ball: 'bg-ball-300/60 text-court-900 dark:bg-ball-500/30 dark:text-ball-300',
};

/** The player's tiles: profile, matches, achievements, wallet, head-to-head, statistics, friendly match, settings. */
export function PlayerTiles({ playerId }: { playerId: number }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const tiles: Tile[] = [
    { key: 'myProfile', to: dashboardLinks.myProfile(), Icon: PlayerIcon, tone: tones.clay },
    { key: 'myMatches', to: dashboardLinks.myMatches(playerId), Icon: TennisBallIcon, tone: tones.court },
    { key: 'achievements', to: dashboardLinks.achievements(), Icon: TrophyIcon, tone: tones.ball },
    { key: 'wallet', to: dashboardLinks.wallet(playerId), Icon: WalletIcon, tone: tones.clay },
    { key: 'headToHead', to: dashboardLinks.headToHead(), Icon: VersusIcon, tone: tones.court },
    { key: 'statistics', to: dashboardLinks.statistics(playerId), Icon: ChartIcon, tone: tones.ball },
    { key: 'addFriendlyMatch', to: dashboardLinks.addFriendlyMatch(), Icon: PlusCircleIcon, tone: tones.clay },
    { key: 'settings', to: dashboardLinks.settings(), Icon: SettingsIcon, tone: tones.court },
  ];
  return (
    <section aria-labelledby="player-tiles-heading">
      <h2 id="player-tiles-heading" className="sr-only">
        {t('tiles.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map(({ key, to, Icon, tone }) =>
          to === null ? null : (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-clay-300 hover:shadow-md motion-reduce:transition-none sm:p-5"
              >
                <span className={`flex size-11 items-center justify-center rounded-pill ${tone}`}>
                  <Icon className="size-6" />
                </span>
                <span>
                  <span className="block font-semibold text-ink group-hover:text-clay-700 dark:group-hover:text-clay-300">
                    {t(`tiles.${key}`)}
                  </span>
                  <span className="mt-0.5 hidden text-sm text-ink-muted sm:block">{t(`tiles.${key}Text`)}</span>
                </span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
