import { cx } from '../ui/cx';

/** A ret. or def. toggle of one side in one part; red while it is on. */
export function FlagButton({
  active,
  label,
  title,
  onClick,
}: {
  active: boolean;
  label: string;
  title: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      title={title}
      aria-label={title}
      className={cx(
        'focus-ring min-h-11 min-w-11 rounded-control border px-2 text-xs font-semibold',
        active ? 'border-danger bg-danger text-white' : 'border-line bg-surface text-ink hover:bg-surface-sunken',
      )}
    >
      {label}
    </button>
  );
}
