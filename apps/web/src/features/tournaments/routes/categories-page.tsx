import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTournamentCategory } from '@tennis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/spinner';
import { TrashIcon } from '../../../components/svg-icons/icons';
import { reportFormError } from '../../../lib/form-errors';
import { categoriesQuery, useAddCategory, useCategoryVisibility, useDeleteCategory } from '../api/tournaments-api';
import { TournamentPageFrame, useTournamentId } from '../components/tournament-page-frame';
import { tournamentPaths as to } from '../components/tournament-paths';
import { TOURNAMENTS_NS } from '../i18n';

const GENDERS = ['men', 'women', 'mixed', 'any'] as const;

/** /backoffice/tournaments/{id}/categories: a card per category, add from the host's, delete in god mode. */
export function TournamentCategoriesPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const id = useTournamentId();
  const categories = useQuery(categoriesQuery(id));
  const add = useAddCategory(id);
  const remove = useDeleteCategory(id);
  const visibility = useCategoryVisibility(id);
  const [choice, setChoice] = useState('');
  const [deleting, setDeleting] = useState<TTournamentCategory | null>(null);

  return (
    <TournamentPageFrame section={t('categories.title')}>
      {(tournament) => (
        <div className="space-y-6">
          {categories.data?.permissions.update && categories.data.available.length > 0 && (
            <Card>
              <form
                className="flex flex-col gap-3 sm:flex-row sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!choice) return;
                  add.mutate(Number(choice), {
                    onSuccess: () => setChoice(''),
                    onError: (error) => reportFormError(error),
                  });
                }}
              >
                <FieldShell id="add-category" label={t('categories.add')} className="flex-1">
                  <select
                    id="add-category"
                    className={inputClasses}
                    value={choice}
                    onChange={(e) => setChoice(e.target.value)}
                  >
                    <option value="">{t('form.choose')}</option>
                    {categories.data.available.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                </FieldShell>
                <Button type="submit" disabled={!choice || add.isPending}>
                  {t('categories.addButton')}
                </Button>
              </form>
            </Card>
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
                  <Card className="flex h-full flex-col gap-3">
                    <div className="flex items-start justify-between gap-2">
                      <Link
                        className="focus-ring text-base font-semibold hover:underline"
                        to={to.category(tournament.id, category.id)}
                      >
                        {category.name}
                      </Link>
                      {category.abbreviation && (
                        <span className="rounded-full bg-clay-50 px-2 py-0.5 text-xs font-semibold text-clay-800 dark:bg-clay-950 dark:text-clay-200">
                          {category.abbreviation}
                        </span>
                      )}
                    </div>
                    <p className="text-sm text-ink-muted">
                      {t(`types.${category.type}`)} · {t(`genders.${GENDERS[category.gender] ?? 'any'}`)} ·{' '}
                      {t('categories.participations', { count: category.participations })}
                    </p>
                    <p className="text-sm">
                      {t(
                        category.hasComeToAnEnd
                          ? 'categories.ended'
                          : category.initialized
                            ? 'categories.initialized'
                            : 'categories.notInitialized',
                      )}
                    </p>
                    <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
                      <label className="inline-flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          role="switch"
                          className="focus-ring size-4 accent-clay-600"
                          checked={category.visible}
                          disabled={!categories.data.permissions.update || visibility.isPending}
                          onChange={(e) =>
                            visibility.mutate(
                              { categoryId: category.id, visible: e.target.checked },
                              { onError: (error) => reportFormError(error) },
                            )
                          }
                        />
                        {t('categories.visible')}
                      </label>
                      {categories.data.permissions.delete && (
                        <Button size="sm" variant="danger" className="ml-auto" onClick={() => setDeleting(category)}>
                          <TrashIcon className="size-4" />
                          {t('categories.delete')}
                        </Button>
                      )}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <ConfirmDialog
            open={deleting !== null}
            title={t('categories.deleteTitle')}
            confirmLabel={t('categories.delete')}
            pending={remove.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => setDeleting(null),
                onError: (error) => reportFormError(error),
              })
            }
          >
            <p>{t('categories.deleteWarning', { name: deleting?.name ?? '' })}</p>
          </ConfirmDialog>
        </div>
      )}
    </TournamentPageFrame>
  );
}
