import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTournamentCategory } from '@tennis/contracts';
import { matchFormatLabel } from '@tennis/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TrashIcon } from '../../../components/svg-icons/icons';
import { TOURNAMENTS_NS } from '../i18n';
import { tournamentPaths as to } from './tournament-paths';

const GENDERS = ['men', 'women', 'mixed', 'any'] as const;

type Props = {
  tournamentId: number;
  category: TTournamentCategory;
  /** The visibility switch is disabled while not allowed, or while a change is on its way. */
  visibilityDisabled: boolean;
  onVisibleChange: (visible: boolean) => void;
  /** Present for whoever may delete categories. */
  onDelete: (() => void) | undefined;
};

/** A tournament category: its kind, entrants, match format and progress, its visibility switch and, in god mode, its deletion. */
export function CategoryCard({ tournamentId, category, visibilityDisabled, onVisibleChange, onDelete }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <Link
          className="focus-ring text-base font-semibold hover:underline"
          to={to.category(tournamentId, category.id)}
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
      <p className="text-sm text-ink-muted">
        {t('categories.matchFormatOf', {
          format: matchFormatLabel(category.matchFormat),
        })}
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
            disabled={visibilityDisabled}
            onChange={(e) => onVisibleChange(e.target.checked)}
          />
          {t('categories.visible')}
        </label>
        {onDelete && (
          <Button size="sm" variant="danger" className="ml-auto" onClick={onDelete}>
            <TrashIcon className="size-4" />
            {t('categories.delete')}
            {/* The name says which category goes: "Διαγραφή Ανδρών Απλό". */}
            <span className="sr-only"> {category.name}</span>
          </Button>
        )}
      </div>
    </Card>
  );
}
