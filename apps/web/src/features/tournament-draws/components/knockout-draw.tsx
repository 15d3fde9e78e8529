import { Suspense, useState } from 'react';
import type { TCategoryDraw, TDrawMatch } from '@tennis/contracts';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { DrawBracket } from './draw-bracket';
import {
  DrawLinePlacement,
  DrawMatchMenu,
  KnockoutDrawActions,
  MatchMediaDialog,
  MatchOptionsDialog,
} from './draw-editors';

type Props = { categoryId: number; draw: TCategoryDraw; canUpdate: boolean };

/** A knockout draw: its bracket and, for whoever may update it, byes, qualifiers, placements and match options. */
export function KnockoutDraw({ categoryId, draw, canUpdate }: Props) {
  const [menuOf, setMenuOf] = useState<TDrawMatch | null>(null);
  const result = useMatchOptions();
  const [mediaOf, setMediaOf] = useState<TDrawMatch | null>(null);
  return (
    <div className="space-y-4">
      {canUpdate && (
        <Suspense fallback={null}>
          <KnockoutDrawActions categoryId={categoryId} draw={draw} />
          <DrawLinePlacement categoryId={categoryId} draw={draw} />
        </Suspense>
      )}
      <DrawBracket
        draw={draw}
        onOptions={
          canUpdate
            ? (match, section) => (section === 'score' ? result.open(match, 'score') : setMenuOf(match))
            : undefined
        }
      />
      <Suspense fallback={null}>
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
      </Suspense>
    </div>
  );
}
