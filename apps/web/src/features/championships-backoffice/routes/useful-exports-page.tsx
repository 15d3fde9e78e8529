import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { championshipListQuery } from '../api/championship-backoffice-api';
import { ChampionshipStateBadge } from '../components/championship-badges';
import { ChampionshipPageFrame } from '../components/championship-page-frame';
import { championshipBackofficePaths as to } from '../components/championship-paths';
import { ExportLinks } from '../components/export-links';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

/** /backoffice/championships/{id}/useful-exports: the championship's download links. */
export function ChampionshipExportsPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <ChampionshipPageFrame title={t('exports.title')} width="wide">
      {(championship) => (
        <Card>
          <ExportLinks championship={championship} />
        </Card>
      )}
    </ChampionshipPageFrame>
  );
}

/** /backoffice/useful-exports: the download links of every championship the user's back office runs. */
export function UsefulExportsPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const list = useQuery(championshipListQuery);
  return (
    <Page title={t('exports.title')} intro={t('exports.intro')} width="wide">
      <div className="space-y-3">
        {list.isPending &&
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-28 w-full rounded-card" />)}
        {list.data?.length === 0 && (
          <p className="rounded-card border border-dashed border-line px-4 py-10 text-center text-ink-muted">
            {t('exports.empty')}
          </p>
        )}
        {list.data?.map((championship) => (
          <Card key={championship.id} className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-base font-semibold">
                <Link to={to.show(championship.id)} className="focus-ring rounded hover:underline">
                  {championship.name}
                </Link>
              </h2>
              <ChampionshipStateBadge state={championship.state} />
            </div>
            <ExportLinks championship={championship} />
          </Card>
        ))}
      </div>
    </Page>
  );
}
