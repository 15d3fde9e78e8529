import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { Page } from '../../../components/ui/page';
import { useCategoryDraw } from '../api/draws-api';
import { CategoryCalendar } from '../components/category-calendar';
import { CategoryDrawPanel } from '../components/category-draw-panel';
import { CategorySeeds } from '../components/category-seeds';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

const TABS = ['draw', 'participations', 'calendar'] as const;
type Tab = (typeof TABS)[number];

/** /backoffice/tournaments/{tournamentId}/categories/{categoryId}: the draw, the participations and the matches' calendar. */
export function CategoryDetailsPage() {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const { tournamentId = '', categoryId = '' } = useParams();
  const draw = useCategoryDraw(Number(categoryId));
  const [tab, setTab] = useState<Tab>('draw');
  return (
    <Page
      title={draw.data ? draw.data.name : t('categoryTitle')}
      actions={
        <Link to={`/backoffice/tournaments/${tournamentId}`} className={buttonClasses('secondary', 'md')}>
          {t('backToTournament')}
        </Link>
      }
    >
      <div
        role="tablist"
        aria-label={t('categoryTitle')}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-line"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={cx(
              'focus-ring min-h-11 whitespace-nowrap border-b-2 px-4 text-sm font-medium',
              tab === name ? 'border-clay-500 text-clay-700 dark:text-clay-300' : 'border-transparent text-ink-muted',
            )}
            onClick={() => setTab(name)}
          >
            {name === 'draw' && draw.data?.roundRobin ? t('groups.roundRobin') : t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'draw' && <CategoryDrawPanel categoryId={Number(categoryId)} backoffice />}
        {tab === 'participations' && (
          <div className="space-y-4">
            <Card className="flex flex-col items-start gap-3">
              <p>{t('approved', { count: draw.data?.approvedParticipations ?? 0 })}</p>
              <Link
                to={`/backoffice/tournaments/${tournamentId}/participations?tournamentCategoryId=${categoryId}`}
                className={buttonClasses('secondary', 'md')}
              >
                {t('seeds.participationsOfCategory')}
              </Link>
            </Card>
            {draw.data && <CategorySeeds draw={draw.data} />}
          </div>
        )}
        {tab === 'calendar' && draw.data && <CategoryCalendar draw={draw.data} />}
      </div>
    </Page>
  );
}
