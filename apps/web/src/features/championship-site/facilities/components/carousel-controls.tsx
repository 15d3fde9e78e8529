import { useTranslation } from 'react-i18next';
import { PlayIcon } from '../../../../components/svg-icons/icons';
import { cx } from '../../../../components/ui/cx';
import { FACILITIES_NS } from '../i18n';

/** One dot per slide: the current one filled and marked for screen readers. */
export function CarouselDots({
  count,
  selected,
  onSelect,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation(FACILITIES_NS);
  return (
    <div className="flex flex-wrap items-center justify-center gap-1">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={t('carousel.goTo', { index: index + 1 })}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          // A 32 px target around a small dot: easy to tap, quiet to look at.
          className="focus-ring grid size-8 place-items-center rounded-full"
        >
          <span
            className={cx(
              'block size-2.5 rounded-full transition-colors',
              index === selected ? 'bg-clay-600' : 'bg-ink-muted/40 hover:bg-ink-muted',
            )}
          />
        </button>
      ))}
    </div>
  );
}

/** Stops or restarts the slideshow (a moving carousel must have a pause: WCAG 2.2.2). */
export function PlayPauseButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const { t } = useTranslation(FACILITIES_NS);
  return (
    <button
      type="button"
      data-rotation-control
      onClick={onToggle}
      aria-label={playing ? t('carousel.pause') : t('carousel.play')}
      className="focus-ring grid size-9 place-items-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
    >
      {playing ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6" />}
    </button>
  );
}

const PauseIcon = ({ className }: { className: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden
    focusable={false}
    className={className}
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7M14 8.5v7" strokeLinecap="round" />
  </svg>
);
