import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTournamentCategory } from '@tennis/contracts';
import { Skeleton } from '../../../components/ui/spinner';
import { reportFormError } from '../../../lib/form-errors';
import { categoriesQuery, useCategoryVisibility } from '../api/tournaments-api';
import { AddCategoryForm } from '../components/add-category-form';
import { CategoryCard } from '../components/category-card';
import { DeleteCategoryDialog } from '../components/delete-category-dialog';
import { TournamentPageFrame, useTournamentId } from '../components/tournament-page-frame';
import { TOURNAMENTS_NS } from '../i18n';

/** /backoffice/tournaments/{id}/categories: a card per category, add from the host's, delete in god mode. */
export function TournamentCategoriesPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const id = useTournamentId();
  const categories = useQuery(categoriesQuery(id));
  // One for the whole list: while a switch's change is on its way, every switch waits.
  const visibility = useCategoryVisibility(id);
  const [deleting, setDeleting] = useState<TTournamentCategory | null>(null);

  return (
    <TournamentPageFrame section={t('categories.title')}>
      {(tournament) => (
        <div className="space-y-6">
          {categories.data?.permissions.update && categories.data.available.length > 0 && (
            <AddCategoryForm tournamentId={id} available={categories.data.available} />
          )}
          {categories.isPending ? (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-32 rounded-card" />
              ))}
            </div>
          ) : categories.data?.data.length === 0 ? (
            <p className="rounded-card border border-dashed border-line p-8 text-center text-ink-muted">{t('empty')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {categories.data?.data.map((category) => (
                <li key={category.id}>
                  <CategoryCard
                    tournamentId={tournament.id}
                    category={category}
                    visibilityDisabled={!categories.data.permissions.update || visibility.isPending}
                    onVisibleChange={(visible) =>
                      visibility.mutate(
                        { categoryId: category.id, visible },
                        { onError: (error) => reportFormError(error) },
                      )
                    }
                    onDelete={categories.data.permissions.delete ? () => setDeleting(category) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
          <DeleteCategoryDialog tournamentId={id} category={deleting} onClose={() => setDeleting(null)} />
        </div>
      )}
    </TournamentPageFrame>
  );
}
