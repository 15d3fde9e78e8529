import { useTranslation } from 'react-i18next';
import type { TTournamentCategory } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { groupCategories } from '../model/landing-rules';
import { TOURNAMENTS_NS } from '../i18n';

function CategoryGroup({ title, categories }: { title: string; categories: TTournamentCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li
            key={category.id}
            className="rounded-full bg-clay-50 px-3 py-1 text-sm font-medium text-clay-800 dark:bg-clay-950 dark:text-clay-200"
          >
            {category.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The visible categories as badges: men's singles, women's singles, doubles. */
export function LandingCategoriesCard({ categories }: { categories: readonly TTournamentCategory[] }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const groups = groupCategories(categories);
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('landing.categories')}</h2>
      {groups.menSingles.length + groups.womenSingles.length + groups.doubles.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        <>
          <CategoryGroup title={t('landing.menSingles')} categories={groups.menSingles} />
          <CategoryGroup title={t('landing.womenSingles')} categories={groups.womenSingles} />
          <CategoryGroup title={t('landing.doubles')} categories={groups.doubles} />
        </>
      )}
    </Card>
  );
}
