import { useTranslation } from 'react-i18next';
import type { TDrawMatch } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import type { DrawRound } from '../model/draw-rounds';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { DrawMatchTile } from './draw-match-tile';

type Props = {
  rounds: DrawRound[];
  optionsOf: (match: TDrawMatch) => ((match: TDrawMatch, section: MatchOptionsSection) => void) | undefined;
};

/**
 * The whole bracket on a wide screen: one equal column per round, first round
 * on the left and the final on the right, sharing the page's width so even a
 * 128 draw's final stays in view without sideways scrolling; names wrap.
 */
export function DrawBracketColumns({ rounds, optionsOf }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  // From a 64 draw on, six or more columns share the width: smaller type keeps the names whole.
  const dense = rounds.length >= 6;
  return (
    <div
      className="grid gap-2"
      style={{ gridTemplateColumns: `repeat(${rounds.length}, minmax(0, 1fr))` }}
      data-rounds={rounds.length}
    >
      {rounds.map((round) => (
        <section
          key={round.phase}
          className="flex min-w-0 flex-col"
          aria-label={t(round.title.key, { count: round.title.count })}
        >
          <h3 className="mb-2 text-sm font-semibold text-ink-muted">
            {t(round.title.key, { count: round.title.count })}
          </h3>
          <div className="flex flex-1 flex-col justify-around gap-2">
            {round.matches.map((match) => (
              <DrawMatchTile key={match.id} match={match} onOptions={optionsOf(match)} dense={dense} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
