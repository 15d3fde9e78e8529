import { Link } from 'react-router';
import type { TEntryStatus } from '@tennis/contracts';
import { paths } from '../../config/paths';
import { EntryStatusLabel } from '../entry-status/entry-status-label';
import { cx } from '../ui/cx';

type PlayerLinkProps = {
  id: number | null | undefined;
  name: string;
  className?: string;
};

/** A player's name, linked to their profile (every name on every page leads there); plain text for no player. */
export function PlayerLink({ id, name, className }: PlayerLinkProps) {
  if (id === null || id === undefined) return <span className={className}>{name}</span>;
  return (
    <Link
      to={paths.player(id)}
      className={cx(
        'focus-ring rounded-sm underline decoration-clay-300 underline-offset-4 hover:text-clay-700 hover:decoration-clay-700 dark:decoration-clay-700 dark:hover:text-clay-300 dark:hover:decoration-clay-300',
        className,
      )}
    >
      {name}
    </Link>
  );
}

type Side = {
  displayName: string | null;
  players: readonly { id: number; displayName: string }[];
  entryStatus?: TEntryStatus | null;
};

/**
 * A match side: each player's name linked, "A / B" in doubles, then the
 * entry status ("(WC)") unless direct; the side's label (Q1, bye) when no player is placed.
 */
export function SidePlayers({ side, className }: { side: Side; className?: string }) {
  if (side.players.length === 0) return <span className={className}>{side.displayName ?? '—'}</span>;
  return (
    <span className={className}>
      {side.players.map((player, index) => (
        <span key={player.id}>
          {index > 0 && ' / '}
          <PlayerLink id={player.id} name={player.displayName} />
        </span>
      ))}
      <EntryStatusLabel status={side.entryStatus} />
    </span>
  );
}
