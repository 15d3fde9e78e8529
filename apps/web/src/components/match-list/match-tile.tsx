import type { ReactNode } from 'react';
import type { TMatch } from '@tennis/contracts';
import { Card } from '../ui/card';
import { resultOrder } from './result-order';
import { SideName } from './side-name';

type MatchTileProps = {
  match: TMatch;
  /** The line above the sides: what the list says about the match (when, where, which event). */
  header: ReactNode;
  vsLabel: string;
  options: ReactNode;
};

/**
 * A match as a tile, for screens too narrow for a table: the two sides (the
 * winner first, as the score is the winner's), then the score beside the options.
 */
export function MatchTile({ match, header, vsLabel, options }: MatchTileProps) {
  const [first, second] = resultOrder(match.winner === 1);
  return (
    <Card className="space-y-1 p-4 sm:p-4">
      {header}
      <p>
        <SideName match={match} side={first} /> <span className="text-ink-muted">{vsLabel}</span>{' '}
        <SideName match={match} side={second} />
      </p>
      <div className="flex items-center justify-between">
        <span className="font-medium tabular-nums">{match.scoreText}</span>
        {options}
      </div>
    </Card>
  );
}
