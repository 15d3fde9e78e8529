import type { TDrawMatch } from '@tennis/contracts';
import { EntryStatusLabel } from '../../../components/entry-status/entry-status-label';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';

type Props = {
  side: TDrawMatch['home'];
  /** What an empty line reads: a pending qualifier's number, "BYE" or "-". */
  emptyLabel: string;
  className?: string;
};

/**
 * An entrant's name in the draw (tiles, byes, table): every player linked, "A / B"
 * in doubles. Names wrap instead of being cut, so a long surname stays readable on
 * a phone. The one place a draw renders a name, so what goes beside it goes here.
 */
export function DrawSideName({ side, emptyLabel, className }: Props) {
  if (side.players.length === 0) return <span className={cx('text-ink-muted', className)}>{emptyLabel || '-'}</span>;
  return (
    <span className={cx('break-words', className)}>
      {side.players.map((player, index) => (
        <span key={player.id}>
          {index > 0 && ' / '}
          {/* A new tab keeps the visitor's place in a long draw. */}
          <a href={paths.player(player.id)} target="_blank" rel="noreferrer" className="hover:underline">
            {player.displayName}
          </a>
        </span>
      ))}
      <EntryStatusLabel status={side.entryStatus} />
    </span>
  );
}
