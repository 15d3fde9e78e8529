import { cx } from './cx';

/** The progress colours of spec 2 §9; the bar is clay unless told. */
type ProgressColour = 'gray' | 'red' | 'yellow' | 'green' | 'blue' | 'indigo' | 'purple' | 'pink';
const COLOURS: Record<ProgressColour, string> = {
  gray: 'bg-gray-500',
  red: 'bg-red-500',
  yellow: 'bg-yellow-400',
  green: 'bg-green-500',
  blue: 'bg-blue-500',
  indigo: 'bg-indigo-500',
  purple: 'bg-purple-500',
  pink: 'bg-pink-500',
};

/** Whatever is asked, the bar shows a whole percentage from 0 to 100. */
export const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

type Props = { value: number; label: string; colour?: ProgressColour; className?: string };

export function ProgressBar({ value, label, colour, className }: Props) {
  const percent = clampPercent(value);
  return (
    <div
      className={className}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
    >
      <div className="h-2 overflow-hidden rounded-full bg-surface-sunken">
        <div
          className={cx('h-full transition-[width]', colour ? COLOURS[colour] : 'bg-clay-500')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
