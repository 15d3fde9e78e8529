import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../components/svg-icons/icons';
import { cx } from '../../../../components/ui/cx';
import { FACILITIES_NS } from '../i18n';
import { useCarousel } from '../model/use-carousel';
import { CarouselDots, PlayPauseButton } from './carousel-controls';

export type CarouselSlide = { src: string; alt: string };

type Props = {
  slides: readonly CarouselSlide[];
  /** What the carousel shows, e.g. "Φωτογραφίες: Tenez Tennis Club". */
  label: string;
  /** Moves on by itself, until the visitor takes over; never with reduced motion. */
  autoplay?: boolean;
};

/**
 * Photos one at a time: swipe, the arrows, the dots, or the arrow keys while
 * focused. With reduced motion the slides change at once and nothing plays by
 * itself: the carousel starts paused. An accessible carousel (WAI-ARIA APG):
 * while it plays, the slide changes are not announced, keyboard focus inside
 * pauses it, and a button stops or restarts it.
 */
export function PhotoCarousel({ slides, label, autoplay = false }: Props) {
  const { t } = useTranslation(FACILITIES_NS);
  const { viewport, selected, playing, running, go, togglePlaying, setHeld } = useCarousel({
    count: slides.length,
    autoplay,
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? 'previous' : 'next');
  };
  const many = slides.length > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
      onFocus={(event) => setHeld(!(event.target as HTMLElement).hasAttribute('data-rotation-control'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="relative">
        <div
          ref={viewport}
          tabIndex={many ? 0 : undefined}
          aria-label={many ? t('carousel.keys') : undefined}
          className="focus-ring overflow-hidden rounded-card border border-line bg-surface-sunken"
        >
          <div className="flex touch-pan-y" aria-live={running ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <div
                key={slide.src}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
                className="min-w-0 flex-[0_0_100%]"
              >
                <img
                  src={slide.src}
                  alt={slide.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                  className="aspect-[3/2] w-full object-cover select-none"
                />
              </div>
            ))}
          </div>
        </div>
        {many && (
          <>
            <ArrowButton side="previous" label={t('carousel.previous')} onClick={() => go('previous')} />
            <ArrowButton side="next" label={t('carousel.next')} onClick={() => go('next')} />
          </>
        )}
      </div>
      {many && (
        <div className="flex items-center justify-center gap-3">
          <PlayPauseButton playing={playing} onToggle={togglePlaying} />
          <CarouselDots count={slides.length} selected={selected} onSelect={go} />
        </div>
      )}
    </section>
  );
}

function ArrowButton({ side, label, onClick }: { side: 'previous' | 'next'; label: string; onClick: () => void }) {
  const Icon = side === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        'focus-ring absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-md ring-1 ring-black/10 transition-colors hover:bg-white dark:bg-surface/90',
        side === 'previous' ? 'left-2 sm:left-3' : 'right-2 sm:right-3',
      )}
    >
      <Icon className="size-6" />
    </button>
  );
}
