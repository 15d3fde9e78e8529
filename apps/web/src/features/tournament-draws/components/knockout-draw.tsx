import { useState } from 'react';
import type { TCategoryDraw, TDrawMatch } from '@tennis/contracts';
import { MatchOptionsDialog } from '../../../components/score-form/match-options-dialog';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { DrawBracket } from './draw-bracket';
import { DrawLinePlacement } from './draw-line-placement';
import { DrawMatchMenu } from './draw-match-menu';
import { KnockoutDrawActions } from './knockout-draw-actions';
import { MatchMediaDialog } from './match-media-dialog';

type Props = { categoryId: number; draw: TCategoryDraw; canUpdate: boolean };

/** A knockout draw: its bracket and, for whoever may update it, byes, qualifiers, placements and match options. */
export function KnockoutDraw({ categoryId, draw, canUpdate }: Props) {
  const [menuOf, setMenuOf] = useState<TDrawMatch | null>(null);
  const result = useMatchOptions();
  const [mediaOf, setMediaOf] = useState<TDrawMatch | null>(null);
  return (
    <div className="space-y-4">
      {canUpdate && <KnockoutDrawActions categoryId={categoryId} />}
      {canUpdate && <DrawLinePlacement categoryId={categoryId} draw={draw} />}
      <DrawBracket
        draw={draw}
        onOptions={
          canUpdate
            ? (match, section) => (section === 'score' ? result.open(match, 'score') : setMenuOf(match))
            : undefined
        }
      />
      {menuOf && (
        <DrawMatchMenu
          categoryId={categoryId}
          match={menuOf}
          firstRoundPhase={draw.drawSize ?? 0}
          onResult={(match) => {
            setMenuOf(null);
            result.open(match, 'menu');
          }}
          onMedia={(match) => {
            setMenuOf(null);
            setMediaOf(match);
          }}
          onClose={() => setMenuOf(null)}
        />
      )}
      {result.opened && (
        <MatchOptionsDialog
          match={result.opened.match}
          initialSection={result.opened.section}
          venues={draw.venues}
          onClose={result.close}
        />
      )}
      {mediaOf && <MatchMediaDialog match={mediaOf} onClose={() => setMediaOf(null)} />}
    </div>
  );
}
