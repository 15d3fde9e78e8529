import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw, TDrawMatch } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { cx } from '../../../components/ui/cx';
import { drawMoves, drawRounds } from '../model/draw-rounds';
import { useNarrowScreen } from '../model/use-narrow-screen';
import { usePrinting } from '../model/use-printing';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { DrawBracketColumns } from './draw-bracket-columns';
import { DrawMatchTile } from './draw-match-tile';
import { DrawRoundTabs } from './draw-round-tabs';
import { DrawTable } from './draw-table';

type Props = {
  draw: TCategoryDraw;
  onOptions?: ((match: TDrawMatch, section: MatchOptionsSection) => void) | undefined;
};

type View = 'bracket' | 'table';

const viewButton = (active: boolean) =>
  cx(
    'focus-ring rounded-control px-3 py-1 text-sm font-medium',
    active ? 'bg-surface text-ink shadow-xs' : 'text-ink-muted hover:text-ink',
  );

/**
 * The knockout draw: qualifiers first, then the rounds, as round tabs on a phone or the whole bracket on a
 * wide screen; or, by choice and always on paper, as one table of every match.
 */
export function DrawBracket({ draw, onOptions }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const narrow = useNarrowScreen();
  const [view, setView] = useState<View>('bracket');
  const printing = usePrinting();
  const rounds = drawRounds(draw.matches);
  // A match with nothing left to do (a bye already advanced) shows no options button.
  const optionsOf = (match: TDrawMatch) =>
    onOptions && drawMoves(match, draw.drawSize ?? 0).length > 0 ? onOptions : undefined;
  return (
    <div className="space-y-4">
      {draw.hasComeToAnEnd && (
        <p className="rounded-card border border-court-200 bg-court-50 p-3 text-sm dark:border-court-800 dark:bg-court-950">
          <span className="font-semibold">{t('winner')}:</span> {draw.winner} ·{' '}
          <span className="font-semibold">{t('finalist')}:</span> {draw.finalist}
        </p>
      )}
      <div
        role="group"
        aria-label={t('view.label')}
        className="inline-flex gap-1 rounded-control bg-surface-muted p-1 print:hidden"
      >
        <button
          type="button"
          aria-pressed={view === 'bracket'}
          className={viewButton(view === 'bracket')}
          onClick={() => setView('bracket')}
        >
          {t('view.bracket')}
        </button>
        <button
          type="button"
          aria-pressed={view === 'table'}
          className={viewButton(view === 'table')}
          onClick={() => setView('table')}
        >
          {t('view.table')}
        </button>
      </div>
      {view === 'bracket' && (
        <div className="space-y-4 print:hidden">
          {draw.qualifierMatches.length > 0 && (
            <section aria-label={t('qualifiers')}>
              <h3 className="mb-2 text-sm font-semibold text-ink-muted">{t('qualifiers')}</h3>
              <div className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
                {draw.qualifierMatches.map((match) => (
                  <div key={match.id} className="space-y-1">
                    <p className="text-xs text-ink-muted">Q{-match.aa}</p>
                    <DrawMatchTile match={match} onOptions={optionsOf(match)} />
                  </div>
                ))}
              </div>
            </section>
          )}
          {narrow ? (
            <DrawRoundTabs rounds={rounds} optionsOf={optionsOf} />
          ) : (
            <DrawBracketColumns rounds={rounds} optionsOf={optionsOf} />
          )}
        </div>
      )}
      {/* On paper the table stands in for the bracket, whichever view is on screen. */}
      {(view === 'table' || printing) && (
        <DrawTable
          caption={draw.name}
          qualifierMatches={draw.qualifierMatches}
          rounds={rounds}
          className={view === 'table' ? undefined : 'hidden print:block'}
        />
      )}
    </div>
  );
}
