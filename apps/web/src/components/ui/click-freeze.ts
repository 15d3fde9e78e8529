/** A form button ignores repeated clicks for 2.5 s (spec 1 §5). */
export const BUTTON_FREEZE_MS = 2500;

/** Decides whether a click counts: the first does, the next ones within the freeze do not. */
export function createClickFreeze(freezeMs: number = BUTTON_FREEZE_MS) {
  let acceptedAt = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    if (now - acceptedAt < freezeMs) return false;
    acceptedAt = now;
    return true;
  };
}
