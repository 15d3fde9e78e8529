import { cx } from '../../../components/ui/cx';

/** Spec 3 §9: tier 1 primary, 2 teal, 3 warning, 4 danger. */
const TIER_CLASSES: Record<number, string> = {
  1: 'bg-clay-600 text-white',
  2: 'bg-teal-700 text-white',
  3: 'bg-amber-400 text-court-950',
  4: 'bg-red-700 text-white',
};

export function TierBadge({ tier, locked, label }: { tier: number; locked: boolean; label: string }) {
  return (
    <span
      className={cx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
        locked ? 'bg-surface-muted text-ink-muted ring-1 ring-ink-muted/40' : TIER_CLASSES[tier],
      )}
      aria-label={label}
    >
      {tier}
    </span>
  );
}
