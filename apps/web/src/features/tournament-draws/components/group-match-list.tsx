import { useTranslation } from 'react-i18next';
import type { TMatch, TRoundRobinGroup } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { MatchRowButtons } from '../../../components/score-form/match-row-buttons';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { resultOrder } from '../../../components/match-list/result-order';
import { SideName } from '../../../components/match-list/side-name';

type Props = {
  group: TRoundRobinGroup;
  onOptions?: ((match: TMatch, section: MatchOptionsSection) => void) | undefined;
  /** Present while the group phase runs: cancel a match that has no result. */
  onCancel?: ((group: TRoundRobinGroup, match: TMatch) => void) | undefined;
};

/** A group's matches with their scores, the winner first and in bold, and for the back office each match's score and options. */
export function GroupMatchList({ group, onOptions, onCancel }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <ul className="divide-y divide-line text-sm">
      {group.groupMatches.map((match) => {
        const [first, second] = resultOrder(match.winner === 1);
        return (
          <li key={match.id} className="flex items-center justify-between gap-2 py-1.5">
            <span className="min-w-0 break-words">
              <SideName match={match} side={first} /> <span className="text-ink-muted">{t('vs')}</span>{' '}
              <SideName match={match} side={second} />
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <span className="tabular-nums">{match.scoreText}</span>
              {onOptions && <MatchRowButtons match={match} onOpen={onOptions} />}
              {onCancel && match.state !== 'concluded' && (
                <button
                  type="button"
                  className="focus-ring rounded px-1 text-xs text-ink-muted hover:text-danger"
                  aria-label={t('groups.cancelMatchOf', { home: match.home.displayName, away: match.away.displayName })}
                  onClick={() => onCancel(group, match)}
                >
                  {t('groups.cancelMatch')}
                </button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
