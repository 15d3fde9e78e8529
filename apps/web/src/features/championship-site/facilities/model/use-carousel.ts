import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Embla's `duration` is not in milliseconds: each frame (60 a second) the slide
 * moves by its distance left divided by it, slowed by a fixed friction. At 33 a
 * slide comes within 1% of its place after about 1000 ms (Embla's 25, ~700 ms).
 */
const TRANSITION_DURATION = 33;
/** How long a slide stays before autoplay moves on. */
const AUTOPLAY_MS = 6000;

/**
 * The carousel's state over Embla: the selected slide, moves that stop
 * autoplay (the visitor took over), and autoplay itself. With reduced motion
 * the slides change at once and nothing plays until the visitor asks.
 */
export function useCarousel({ count, autoplay }: { count: number; autoplay: boolean }) {
  const reducedMotion = useReducedMotion();
  const [viewport, embla] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 0 : TRANSITION_DURATION });
  const [selected, setSelected] = useState(0);
  // Until the visitor chooses, autoplay follows the motion setting (which the browser knows only after hydration).
  const [choice, setChoice] = useState<'default' | 'playing' | 'paused'>('default');
  const playing = choice === 'playing' || (choice === 'default' && autoplay && !reducedMotion);
  // Keyboard focus inside pauses it, except on the play button itself (WAI-ARIA APG).
  const [held, setHeld] = useState(false);
  const running = playing && !held && count > 1;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // A swipe is the visitor taking over: autoplay stops for good.
    const onPointerDown = () => setChoice('paused');
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !running) return;
    const timer = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, running]);

  const go = useCallback(
    (move: 'previous' | 'next' | number) => {
      setChoice('paused');
      if (move === 'previous') embla?.scrollPrev();
      else if (move === 'next') embla?.scrollNext();
      else embla?.scrollTo(move);
    },
    [embla],
  );
  const togglePlaying = () => setChoice(playing ? 'paused' : 'playing');

  return { viewport, selected, playing, running, go, togglePlaying, setHeld };
}
