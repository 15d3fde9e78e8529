import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { championshipMenuQuery, mensChampionshipOf } from '../../../lib/championship-menu';
import { landingQuery, standingsQuery } from '../api/championship-api';
import { useStandingsLiveUpdates } from '../api/standings-live-updates';
import { StandingsTable } from '../components/standings-table';
import { CHAMPIONSHIPS_NS } from '../i18n';

const EMBED_PATH = '/demo-pages/iframe-demo';
const linkClasses = 'focus-ring font-semibold text-clay-700 underline underline-offset-2 dark:text-clay-300';

/** The championship asked for (`?championship=slug`), else the season's men's championship. */
function useChosenSlug(): string | null | undefined {
  const [search] = useSearchParams();
  const asked = search.get('championship');
  const menu = useQuery({ ...championshipMenuQuery, enabled: !asked });
  if (asked) return asked;
  if (!menu.data) return undefined;
  const current = menu.data.filter((entry) => entry.state !== 'archived');
  return mensChampionshipOf(current, new Date().getFullYear() + 1)?.slug ?? current[0]?.slug ?? null;
}

/** Shown only when the page is opened on its own, not inside a partner's frame: the code to frame it. */
function EmbedCode({ slug }: { slug: string }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const [framed, setFramed] = useState(true);
  useEffect(() => setFramed(window.self !== window.top), []);
  if (framed) return null;
  const source = `${window.location.origin}${EMBED_PATH}?championship=${encodeURIComponent(slug)}`;
  return (
    <section className="mt-6 space-y-2 rounded-card border border-line bg-surface p-4">
      <h2 className="font-bold">{t('embedded.embedTitle')}</h2>
      <p className="text-sm text-ink-muted">{t('embedded.embedHelp')}</p>
      {/* Focusable, so a keyboard can scroll the long line sideways. */}
      <pre
        tabIndex={0}
        aria-label={t('embedded.embedTitle')}
        className="focus-ring overflow-x-auto rounded-control bg-surface-muted p-3 text-xs"
      >
        <code>{`<iframe src="${source}" title="${t('sections.standings')}" width="100%" height="640" loading="lazy" style="border:0"></iframe>`}</code>
      </pre>
    </section>
  );
}

function EmbeddedStandings({ slug }: { slug: string }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const landing = useQuery(landingQuery(slug));
  const championship = landing.data?.data;
  const standings = useQuery({ ...standingsQuery(championship?.id ?? 0), enabled: championship !== undefined });
  useStandingsLiveUpdates(championship?.id ?? 0);
  useDocumentTitle(championship ? `${championship.name} · ${t('sections.standings')}` : t('embedded.title'));
  if (landing.isError) return <p className="text-ink-muted">{t('embedded.choose')}</p>;
  return (
    <>
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-bold sm:text-xl">{championship?.name ?? ' '}</h1>
        {/* A link out of the frame opens the whole site, never inside the partner's page. */}
        <a href={paths.championships.landing(slug)} target="_blank" rel="noopener" className={linkClasses}>
          {t('embedded.full')}
        </a>
      </header>
      {!standings.data || !championship ? (
        <Skeleton className="h-96 w-full rounded-card" />
      ) : (
        <div className="space-y-4">
          <StandingsTable rows={standings.data.open} empty={t('empty.standings')} />
          {championship.openUnder && (
            <section>
              <h2 className="mb-2 font-bold text-clay-700 dark:text-clay-300">{t('standings.under')}</h2>
              <StandingsTable rows={standings.data.under} empty={t('empty.standings')} />
            </section>
          )}
        </div>
      )}
      <EmbedCode slug={slug} />
    </>
  );
}

/**
 * /demo-pages/iframe-demo: a championship's standings made to be framed by
 * partner sites, the one page the security headers let other sites frame.
 */
export function EmbeddedStandingsPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const slug = useChosenSlug();
  return (
    <main className="min-h-dvh bg-surface-muted px-3 py-4 sm:px-6">
      {slug === undefined ? (
        <Skeleton className="h-96 w-full rounded-card" />
      ) : slug === null ? (
        <p className="text-ink-muted">{t('embedded.choose')}</p>
      ) : (
        <EmbeddedStandings slug={slug} />
      )}
    </main>
  );
}
