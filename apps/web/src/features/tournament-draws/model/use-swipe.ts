import { useRef, type PointerEvent } from 'react';

/** A horizontal move this long, and clearly more sideways than down, is a swipe. */
const SWIPE_MIN_PX = 48;

/**
 * Pointer handlers that call `onSwipe(-1)` on a swipe to the left (next) and
 * `onSwipe(1)` on one to the right (previous); a mostly vertical move is the
 * page scrolling and does nothing. Touch, pen and mouse alike.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const from = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      from.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = from.current;
      from.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      onSwipe(dx < 0 ? -1 : 1);
    },
    onPointerCancel: () => {
      from.current = null;
    },
  };
}
