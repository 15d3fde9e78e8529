import { useTranslation } from 'react-i18next';
import type { TDrawMatch } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { cx } from '../../../components/ui/cx';
import { drawScore } from '../model/draw-score';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { DrawSideName } from './draw-side-name';

type Props = {
  match: TDrawMatch;
  /** "Σκορ" opens the score straight away, "Επιλογές" the draw's menu of the match. */
  onOptions?: ((match: TDrawMatch, section: MatchOptionsSection) => void) | undefined;
  /** Smaller type for a bracket of many rounds, so its names still fit their column whole. */
  dense?: boolean;
};

const tileButton =
  'focus-ring rounded px-2 py-0.5 font-medium text-clay-700 hover:bg-clay-50 dark:text-clay-300 dark:hover:bg-clay-950';

function Line({ match, which }: { match: TDrawMatch; which: 'home' | 'away' }) {
  const label = which === 'home' ? match.homeLabel : match.awayLabel;
  const side = match[which];
  const won = match.winner === (which === 'home' ? 0 : 1);
  const placed = side.players.length > 0;
  return (
    <div
      className={cx(
        'flex min-h-7 items-start gap-1.5 px-1.5 py-1',
        won && 'bg-court-50 font-semibold text-court-800 dark:bg-court-950 dark:text-court-100',
      )}
    >
      <span className="w-5 shrink-0 text-center text-xs leading-5 tabular-nums text-ink-muted">
        {placed ? label : ''}
      </span>
      <DrawSideName side={side} emptyLabel={label} className="min-w-0 flex-1" />
    </div>
  );
}

/** The placed side of a bye match, which the tile shows alone; null for any other match. */
function byeSideOf(match: TDrawMatch): 'home' | 'away' | null {
  if (!match.bye) return null;
  if (match.home.players.length > 0) return 'home';
  return match.away.players.length > 0 ? 'away' : null;
}

/**
 * One match of the bracket: two lines (seed or qualifier label, name), the winner highlighted, the score below.
 * A bye is one line, its entrant marked BYE, so a first round full of byes stays short.
 */
export function DrawMatchTile({ match, onOptions, dense = false }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const byeSide = byeSideOf(match);
  return (
    <article
      className={cx(
        'w-full overflow-hidden rounded-control border border-line bg-surface shadow-xs',
        dense ? 'text-xs' : 'text-sm',
      )}
      aria-label={`#${match.aa}`}
    >
      {byeSide ? (
        <div className="flex items-start">
          <div className="min-w-0 flex-1">
            <Line match={match} which={byeSide} />
          </div>
          <span className="shrink-0 px-1.5 py-1 text-[0.625rem] font-medium leading-5 text-ink-muted">BYE</span>
        </div>
      ) : (
        <>
          <Line match={match} which="home" />
          <div className="border-t border-line" />
          <Line match={match} which="away" />
        </>
      )}
      {(match.scoreText || onOptions) && (
        <div className="flex items-center justify-between border-t border-line bg-surface-muted px-2 py-1 text-xs">
          <span className="tabular-nums">{drawScore(match)}</span>
          {onOptions && (
            <span className="flex gap-1">
              {match.permissions.score && (
                <button
                  type="button"
                  className={tileButton}
                  aria-label={t('scoreOf', { aa: match.aa })}
                  onClick={() => onOptions(match, 'score')}
                >
                  {t('score')}
                </button>
              )}
              <button
                type="button"
                className={tileButton}
                aria-label={t('optionsOf', { aa: match.aa })}
                onClick={() => onOptions(match, 'menu')}
              >
                {t('options')}
              </button>
            </span>
          )}
        </div>
      )}
    </article>
  );
}
