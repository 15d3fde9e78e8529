import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChampionshipMenuEntry } from '@tennis/contracts';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { championshipMenuQuery, mensChampionshipOf } from '../../../lib/championship-menu';
import { landingQuery } from '../api/championship-api';
import { RulesAccordion } from '../components/rules-accordion';
import { CHAMPIONSHIPS_NS } from '../i18n';

const PHASES = ['regular', 'knockouts', 'finals'] as const;
const linkClasses = 'focus-ring font-semibold text-clay-700 underline underline-offset-2 dark:text-clay-300';

/** The season's championships (not archived), each linking to its page. */
function CurrentChampionships({ entries }: { entries: readonly TChampionshipMenuEntry[] | undefined }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  if (!entries) return <Skeleton className="h-24 w-full rounded-card" />;
  const current = entries.filter((entry) => entry.state !== 'archived');
  if (current.length === 0) return <p className="text-ink-muted">{t('skinHome.noCurrent')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {current.map((entry) => (
        <li key={entry.id}>
          <Link
            to={paths.championships.landing(entry.slug)}
            className="focus-ring flex min-h-14 items-center rounded-card border border-line bg-surface px-4 py-3 font-semibold hover:border-clay-400"
          >
            {entry.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The rules, with the venues of the season's men's championship (the league's own list of courts). */
function Rules({ entries }: { entries: readonly TChampionshipMenuEntry[] | undefined }) {
  const main = entries && mensChampionshipOf(entries, new Date().getFullYear() + 1);
  const landing = useQuery({ ...landingQuery(main?.slug ?? ''), enabled: main !== undefined });
  if (entries === undefined || (main && landing.isPending)) return <Skeleton className="h-64 w-full rounded-card" />;
  return <RulesAccordion venues={landing.data?.data.venues ?? []} />;
}

function MoreLinks() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const links = [
    ['openTaf', paths.skin.openTaf()],
    ['facilities', paths.skin.partnerFacility('taf')],
    ['hallOfFame', paths.skin.listOfChampions()],
    ['finals2024', paths.skin.knockoutsFinals2024()],
    ['visitors', paths.skin.playTennisInAthens('en')],
    ['contact', paths.skin.contact()],
  ] as const;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {links.map(([key, to]) => (
        <li key={key}>
          <Link to={to} className={linkClasses}>
            {t(`skinHome.links.${key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A section of the page under its heading, which names it for assistive technology. */
function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** {prefix}/home (and its aliases): the championship site's home, the league and its rules (spec 3 §1–§2). */
export function SkinHomePage() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const menu = useQuery(championshipMenuQuery);
  return (
    <Page title={t('skinHome.title')} intro={t('skinHome.lead')} width="wide">
      <div className="space-y-10">
        <TitledSection id="skin-leagues" title={t('skinHome.leaguesTitle')}>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('skinHome.open')}</li>
            <li>{t('skinHome.under')}</li>
          </ul>
          <p className="text-ink-muted">{t('skinHome.season')}</p>
        </TitledSection>

        <TitledSection id="skin-phases" title={t('skinHome.phasesTitle')}>
          <ol className="grid gap-3 sm:grid-cols-3">
            {PHASES.map((phase, at) => (
              <li key={phase} className="rounded-card border border-line bg-surface p-4">
                <p className="text-sm font-semibold text-clay-700 dark:text-clay-300">{at + 1}</p>
                <p className="font-bold">{t(`skinHome.phases.${phase}.name`)}</p>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`skinHome.phases.${phase}.body`)}</p>
              </li>
            ))}
          </ol>
        </TitledSection>

        <TitledSection id="skin-current" title={t('skinHome.currentTitle')}>
          <CurrentChampionships entries={menu.data} />
        </TitledSection>

        <TitledSection id="skin-rules" title={t('skinHome.rulesTitle')}>
          <Rules entries={menu.data} />
        </TitledSection>

        <TitledSection id="skin-more" title={t('skinHome.moreTitle')}>
          <MoreLinks />
        </TitledSection>
      </div>
    </Page>
  );
}
