import { useState } from 'react';
import type { TCategoryDraw, TDrawMatch, TMatch } from '@tennis/contracts';
import { MatchOptionsDialog } from '../../../components/score-form/match-options-dialog';
import { DrawBracket } from './draw-bracket';
import { DrawLinePlacement } from './draw-line-placement';
import { DrawMatchMenu } from './draw-match-menu';
import { KnockoutDrawActions } from './knockout-draw-actions';
import { MatchMediaDialog } from './match-media-dialog';

type Props = { categoryId: number; draw: TCategoryDraw; canUpdate: boolean };

/** A knockout draw: its bracket and, for whoever may update it, byes, qualifiers, placements and match options. */
export function KnockoutDraw({ categoryId, draw, canUpdate }: Props) {
  const [menuOf, setMenuOf] = useState<TDrawMatch | null>(null);
  const [resultOf, setResultOf] = useState<TMatch | null>(null);
  const [mediaOf, setMediaOf] = useState<TDrawMatch | null>(null);
  return (
    <div className="space-y-4">
      {canUpdate && <KnockoutDrawActions categoryId={categoryId} />}
      {canUpdate && <DrawLinePlacement categoryId={categoryId} draw={draw} />}
      <DrawBracket draw={draw} onOptions={canUpdate ? setMenuOf : undefined} />
      {menuOf && (
        <DrawMatchMenu
          categoryId={categoryId}
          match={menuOf}
          firstRoundPhase={draw.drawSize ?? 0}
          onResult={(match) => {
            setMenuOf(null);
            setResultOf(match);
          }}
          onMedia={(match) => {
            setMenuOf(null);
            setMediaOf(match);
          }}
          onClose={() => setMenuOf(null)}
        />
      )}
      {resultOf && <MatchOptionsDialog match={resultOf} venues={draw.venues} onClose={() => setResultOf(null)} />}
      {mediaOf && <MatchMediaDialog match={mediaOf} onClose={() => setMediaOf(null)} />}
    </div>
  );
}
