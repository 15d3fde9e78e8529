import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { TUnplacedParticipation } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

/** Where an unplaced entrant can go: an open line of the draw, or a group. */
type PlacementTarget = { key: string; label: string };

type Props = {
  title: string;
  unplaced: TUnplacedParticipation[];
  targets: PlacementTarget[];
  /** Said instead of a menu when there is nowhere to go. */
  noTarget: string;
  pending: boolean;
  onPlace: (participationId: number, targetKey: string) => void;
};

/**
 * The approved entrants without a place, each with a context menu of the
 * places open to them (spec 2 §2 "unplaced-participations context menu").
 */
export function UnplacedParticipations({ title, unplaced, targets, noTarget, pending, onPlace }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  if (unplaced.length === 0) return null;
  return (
    <Card className="max-w-2xl space-y-3 p-4 sm:p-5" aria-label={title}>
      <h3 className="font-semibold">
        {title} <span className="text-ink-muted">({unplaced.length})</span>
      </h3>
      {targets.length === 0 && <p className="text-sm text-ink-muted">{noTarget}</p>}
      <ul className="divide-y divide-line text-sm">
        {unplaced.map((entrant) => (
          <li key={entrant.participationId} className="flex min-h-11 items-center justify-between gap-3 py-1.5">
            <span className="min-w-0 truncate">
              {entrant.seed !== null && (
                <span className="mr-2 text-xs tabular-nums text-ink-muted">{entrant.seed}</span>
              )}
              {entrant.displayName}
            </span>
            {targets.length > 0 && (
              <Menu as="div" className="relative shrink-0">
                <MenuButton
                  disabled={pending}
                  aria-label={t('unplaced.placeOf', { name: entrant.displayName })}
                  className="focus-ring min-h-9 rounded-control border border-line px-3 text-sm font-medium hover:bg-surface-muted disabled:opacity-60"
                >
                  {t('unplaced.place')} ▾
                </MenuButton>
                <MenuItems
                  anchor="bottom end"
                  className="z-30 mt-1 max-h-64 w-56 overflow-y-auto rounded-control border border-line bg-surface p-1 shadow-lg focus:outline-none"
                >
                  {targets.map((target) => (
                    <MenuItem key={target.key}>
                      <button
                        type="button"
                        className="block w-full rounded px-3 py-2 text-left text-sm data-[focus]:bg-surface-muted"
                        onClick={() => onPlace(entrant.participationId, target.key)}
                      >
                        {target.label}
                      </button>
                    </MenuItem>
                  ))}
                </MenuItems>
              </Menu>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
