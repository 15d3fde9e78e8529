import type { TTournament } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';

type Props = {
  categories: TTournament['tournamentCategories'];
  selected: number | null;
  onSelect: (id: number) => void;
};

/** The visible categories as badges; the selected one is pressed. */
export function CategoryBadges({ categories, selected, onSelect }: Props) {
  return (
    <div className="flex flex-wrap gap-2" role="group">
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={category.id === selected}
          className={cx(
            'focus-ring min-h-11 rounded-full border px-4 text-sm font-medium',
            category.id === selected
              ? 'border-clay-600 bg-clay-600 text-white'
              : 'border-line bg-surface text-ink hover:bg-clay-50 dark:hover:bg-clay-950',
          )}
          onClick={() => onSelect(category.id)}
        >
          {category.abbreviation ?? category.name}
        </button>
      ))}
    </div>
  );
}
