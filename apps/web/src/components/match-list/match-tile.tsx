import type { ReactNode } from 'react';
import type { TMatch } from '@tennis/contracts';
import { Card } from '../ui/card';
import { SideName } from './side-name';

type MatchTileProps = {
  match: TMatch;
  /** The line above the sides: what the list says about the match (when, where, which event). */
  header: ReactNode;
  vsLabel: string;
  options: ReactNode;
};

/** A match as a tile, for screens too narrow for a table: the two sides, then the score beside the options. */
export function MatchTile({ match, header, vsLabel, options }: MatchTileProps) {
  return (
    <Card className="space-y-1 p-4 sm:p-4">
      {header}
      <p>
        <SideName match={match} side="home" /> <span className="text-ink-muted">{vsLabel}</span>{' '}
        <SideName match={match} side="away" />
      </p>
      <div className="flex items-center justify-between">
        <span className="font-medium tabular-nums">{match.scoreText}</span>
        {options}
      </div>
    </Card>
  );
}
