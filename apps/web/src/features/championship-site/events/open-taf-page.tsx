import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { EVENTS_NS } from './i18n';
import { useLiveOpenTaf } from './open-taf-tournament';

const RULES = ['format', 'superTieBreak', 'noAd', 'warmUp', 'draws', 'cancellation'] as const;
const FACTS = [
  ['datesLabel', 'dates'],
  ['surfaceLabel', 'surface'],
  ['categoriesLabel', 'categories'],
] as const;

const linkClasses = 'focus-ring font-semibold text-clay-700 underline underline-offset-2 dark:text-clay-300';

/** The event's tournament on the platform, when one is under way or coming; else how to hear of the next. */
function LiveTournament() {
  const { t } = useTranslation(EVENTS_NS);
  const live = useLiveOpenTaf();
  if (live.isPending) return null;
  const found = live.data;
  if (!found) {
    return (
      <p className="rounded-card border border-line bg-surface p-4 text-ink-muted">
        {t('openTaf.noLive')}{' '}
        <Link to={paths.skin.contact()} className={linkClasses}>
          {t('openTaf.contact')}
        </Link>
      </p>
    );
  }
  const { tournament, underway } = found;
  return (
    <section
      aria-labelledby="open-taf-live"
      className="rounded-card border border-clay-300 bg-clay-50 p-4 dark:border-clay-700 dark:bg-clay-950"
    >
      <h2 id="open-taf-live" className="text-sm font-semibold uppercase tracking-wide text-clay-700 dark:text-clay-300">
        {t(underway ? 'openTaf.live.underway' : 'openTaf.live.upcoming')}
      </h2>
      <p className="mt-1 text-lg font-bold">{tournament.name}</p>
      <Link to={paths.tournaments.landing(tournament.hostSlug, tournament.slug)} className={linkClasses}>
        {t('openTaf.live.open')}
      </Link>
    </section>
  );
}

/** {prefix}/events/open-taf: the open tournament's event page with its rules (spec 2 §9, spec 3 §9). */
export function OpenTafPage() {
  const { t } = useTranslation(EVENTS_NS);
  return (
    <Page title={t('openTaf.title')} intro={t('openTaf.intro')} width="wide">
      <div className="space-y-8">
        <dl className="grid gap-3 sm:grid-cols-3">
          {FACTS.map(([label, value]) => (
            <div key={label} className="rounded-card border border-line bg-surface p-4">
              <dt className="text-sm text-ink-muted">{t(`openTaf.${label}`)}</dt>
              <dd className="mt-1 font-semibold">{t(`openTaf.${value}`)}</dd>
            </div>
          ))}
        </dl>

        <LiveTournament />

        <section aria-labelledby="open-taf-rules" className="space-y-3">
          <h2 id="open-taf-rules" className="text-xl font-bold">
            {t('openTaf.rulesTitle')}
          </h2>
          <ul className="list-disc space-y-2 pl-5 leading-relaxed">
            {RULES.map((rule) => (
              <li key={rule}>{t(`openTaf.rules.${rule}`)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="open-taf-more" className="space-y-2">
          <h2 id="open-taf-more" className="text-xl font-bold">
            {t('openTaf.seeAlsoTitle')}
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.skin.partnerFacility('taf')} className={linkClasses}>
                {t('openTaf.facility')}
              </Link>
            </li>
            <li>
              <Link to={paths.skin.home()} className={linkClasses}>
                {t('openTaf.league')}
              </Link>
            </li>
            <li>
              <Link to={paths.skin.contact()} className={linkClasses}>
                {t('openTaf.contact')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </Page>
  );
}
