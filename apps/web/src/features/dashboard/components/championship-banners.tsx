import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDashboardChampionship } from '@tennis/contracts';
import { formatDate } from '../../../lib/format';
import { ChevronRightIcon, TrophyIcon } from '../../../components/svg-icons/icons';
import { dashboardLinks } from '../model/dashboard-links';
import { DASHBOARD_NS } from '../i18n';

/** The banner list of ongoing championships (at most four) on a player's dashboard. */
export function ChampionshipBanners({ championships }: { championships: TDashboardChampionship[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  if (championships.length === 0) return null;
  return (
    <section aria-labelledby="championships-heading" className="space-y-3">
      <h2 id="championships-heading" className="text-lg font-semibold">
        {t('championships.heading')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {championships.slice(0, 4).map((c) => (
          <li key={c.id}>
            <Link
              to={dashboardLinks.championship(c.slug)}
              className="group relative flex min-h-24 items-center gap-4 overflow-hidden rounded-card bg-court-700 p-4 text-white shadow-sm transition hover:shadow-md motion-reduce:transition-none"
            >
              {/* Court lines behind the text. */}
              <span
                aria-hidden="true"
                className="absolute inset-0 bg-[linear-gradient(90deg,transparent_calc(50%-1px),rgba(255,255,255,.18)_calc(50%-1px)_calc(50%+1px),transparent_calc(50%+1px)),linear-gradient(0deg,transparent_12%,rgba(255,255,255,.14)_12%_13%,transparent_13%_87%,rgba(255,255,255,.14)_87%_88%,transparent_88%)]"
              />
              <span className="relative flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-control bg-white/95 text-court-700">
                {c.logoUrl ? (
                  <img src={c.logoUrl} alt="" className="size-full object-contain p-1" loading="lazy" />
                ) : (
                  <TrophyIcon className="size-7" />
                )}
              </span>
              <span className="relative min-w-0 flex-1">
                <span className="block truncate font-semibold">{c.name}</span>
                {c.regularSeasonStart && (
                  <span className="block text-sm text-white/80">
                    {t('championships.since', { date: formatDate(c.regularSeasonStart) })}
                  </span>
                )}
              </span>
              <ChevronRightIcon className="relative size-5 shrink-0 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
