import { useTranslation } from 'react-i18next';
import type { TDrawMatch } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Props = {
  match: TDrawMatch;
  /** "Σκορ" opens the score straight away, "Επιλογές" the draw's menu of the match. */
  onOptions?: ((match: TDrawMatch, section: MatchOptionsSection) => void) | undefined;
};

const tileButton =
  'focus-ring rounded px-2 py-0.5 font-medium text-clay-700 hover:bg-clay-50 dark:text-clay-300 dark:hover:bg-clay-950';

function Line({ match, which }: { match: TDrawMatch; which: 'home' | 'away' }) {
  const label = which === 'home' ? match.homeLabel : match.awayLabel;
  const side = match[which];
  const won = match.winner === (which === 'home' ? 0 : 1);
  const name = side.players.length > 0 ? side.displayName : null;
  return (
    <div
      className={cx(
        'flex min-h-8 items-center gap-2 px-2 py-1',
        won && 'bg-court-50 font-semibold text-court-800 dark:bg-court-950 dark:text-court-100',
      )}
    >
      <span className="w-8 shrink-0 text-center text-xs tabular-nums text-ink-muted">{name ? label : ''}</span>
      {name ? (
        <span title={name} className="min-w-0 flex-1 truncate">
          {side.players.map((player, index) => (
            <span key={player.id}>
              {index > 0 && ' / '}
              {/* A new tab keeps the visitor's place in a long draw. */}
              <a href={paths.player(player.id)} target="_blank" rel="noreferrer" className="hover:underline">
                {player.displayName}
              </a>
            </span>
          ))}
        </span>
      ) : (
        <span className="min-w-0 flex-1 truncate text-ink-muted">{label || '-'}</span>
      )}
    </div>
  );
}

/** One match of the bracket: two lines (seed or qualifier label, name), the winner highlighted, the score below. */
export function DrawMatchTile({ match, onOptions }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <article
      className="w-60 overflow-hidden rounded-control border border-line bg-surface text-sm shadow-xs"
      aria-label={`#${match.aa}`}
    >
      <Line match={match} which="home" />
      <div className="border-t border-line" />
      <Line match={match} which="away" />
      {(match.scoreText || onOptions) && (
        <div className="flex items-center justify-between border-t border-line bg-surface-muted px-2 py-1 text-xs">
          <span className="tabular-nums">{match.wo ? 'W.O.' : match.scoreText}</span>
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
