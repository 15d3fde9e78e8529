import { useState } from 'react';
import { Link, useNavigate, useOutlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { buttonClasses } from '../../../components/ui/button';
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
  const [chosen, setChosen] = useState<Exclude<Tab, 'participations'>>('draw');
  // The participations tab is a child route (…/participations) that the router fills in.
  const participations = useOutlet();
  const tab: Tab = participations ? 'participations' : chosen;
  const navigate = useNavigate();
  const base = `/backoffice/tournaments/${tournamentId}/categories/${categoryId}`;
  const choose = (name: Tab) => {
    if (name === 'participations') return void navigate(`${base}/participations`);
    setChosen(name);
    if (participations) void navigate(base);
  };
  // Another host's category: its back-office page would offer nothing this user may do.
  if (draw.data && !draw.data.permissions.backofficeView) return <AccessDenied />;
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
            onClick={() => choose(name)}
          >
            {name === 'draw' && draw.data?.roundRobin ? t('groups.roundRobin') : t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'draw' && <CategoryDrawPanel categoryId={Number(categoryId)} backoffice />}
        {tab === 'participations' && (
          <div className="space-y-4">
            {participations}
            {draw.data && <CategorySeeds draw={draw.data} />}
          </div>
        )}
        {tab === 'calendar' && draw.data && <CategoryCalendar draw={draw.data} />}
      </div>
    </Page>
  );
}
