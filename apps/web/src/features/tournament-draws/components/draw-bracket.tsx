import { useTranslation } from 'react-i18next';
import type { TCategoryDraw, TDrawMatch } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { drawMoves, drawRounds } from '../model/draw-rounds';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { DrawMatchTile } from './draw-match-tile';

type Props = {
  draw: TCategoryDraw;
  onOptions?: ((match: TDrawMatch, section: MatchOptionsSection) => void) | undefined;
};

/** The knockout draw: qualifiers first, then the rounds as columns, scrolling sideways on a phone. */
export function DrawBracket({ draw, onOptions }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
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
      {draw.qualifierMatches.length > 0 && (
        <section aria-label={t('qualifiers')}>
          <h3 className="mb-2 text-sm font-semibold text-ink-muted">{t('qualifiers')}</h3>
          <div className="flex flex-wrap gap-3">
            {draw.qualifierMatches.map((match) => (
              <div key={match.id} className="space-y-1">
                <p className="text-xs text-ink-muted">Q{-match.aa}</p>
                <DrawMatchTile match={match} onOptions={optionsOf(match)} />
              </div>
            ))}
          </div>
        </section>
      )}
      {/* On a phone the rounds scroll sideways: the keyboard reaches the bracket with Tab and scrolls it with the arrows. */}
      <div
        role="region"
        aria-label={t('tabs.draw')}
        tabIndex={0}
        className="focus-ring -mx-4 overflow-x-auto px-4 pb-2"
      >
        <div className="flex min-w-max gap-4">
          {rounds.map((round) => (
            <section
              key={round.phase}
              className="flex flex-col"
              aria-label={t(round.title.key, { count: round.title.count })}
            >
              <h3 className="mb-2 text-sm font-semibold text-ink-muted">
                {t(round.title.key, { count: round.title.count })}
              </h3>
              <div className="flex flex-1 flex-col justify-around gap-3">
                {round.matches.map((match) => (
                  <DrawMatchTile key={match.id} match={match} onOptions={optionsOf(match)} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
