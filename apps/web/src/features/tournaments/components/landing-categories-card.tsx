import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTournamentCategory } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { groupCategories } from '../model/landing-rules';
import { TOURNAMENTS_NS } from '../i18n';

const badge =
  'focus-ring block rounded-full bg-clay-50 px-3 py-1 text-sm font-medium text-clay-800 hover:bg-clay-100 hover:underline dark:bg-clay-950 dark:text-clay-200 dark:hover:bg-clay-900';

/** Where a category's badge leads: its draw once there is one to read, else its entry list further down. */
type CategoryTarget = { draw: string } | { anchor: string };

type GroupProps = {
  title: string;
  categories: TTournamentCategory[];
  targetOf: (category: TTournamentCategory) => CategoryTarget;
};

function CategoryGroup({ title, categories, targetOf }: GroupProps) {
  if (categories.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => {
          const target = targetOf(category);
          return (
            <li key={category.id}>
              {'draw' in target ? (
                <Link to={target.draw} className={badge}>
                  {category.name}
                </Link>
              ) : (
                <a href={target.anchor} className={badge}>
                  {category.name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The visible categories as badges (men's singles, women's singles, doubles), each a link to its draw or entry list. */
export function LandingCategoriesCard({
  categories,
  targetOf,
}: {
  categories: readonly TTournamentCategory[];
  targetOf: GroupProps['targetOf'];
}) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const groups = groupCategories(categories);
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('landing.categories')}</h2>
      {groups.menSingles.length + groups.womenSingles.length + groups.doubles.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        <>
          <CategoryGroup title={t('landing.menSingles')} categories={groups.menSingles} targetOf={targetOf} />
          <CategoryGroup title={t('landing.womenSingles')} categories={groups.womenSingles} targetOf={targetOf} />
          <CategoryGroup title={t('landing.doubles')} categories={groups.doubles} targetOf={targetOf} />
        </>
      )}
    </Card>
  );
}
