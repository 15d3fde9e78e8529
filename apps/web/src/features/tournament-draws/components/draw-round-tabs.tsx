import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDrawMatch } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { cx } from '../../../components/ui/cx';
import { currentRoundIndex } from '../model/current-round';
import type { DrawRound } from '../model/draw-rounds';
import { splitByes } from '../model/round-byes';
import { useSwipe } from '../model/use-swipe';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { DrawMatchTile } from './draw-match-tile';

type Props = {
  rounds: DrawRound[];
  optionsOf: (match: TDrawMatch) => ((match: TDrawMatch, section: MatchOptionsSection) => void) | undefined;
};

/** A round's byes under one line that opens to them, each a one-line tile. */
function FoldedByes({ byes, optionsOf }: { byes: TDrawMatch[]; optionsOf: Props['optionsOf'] }) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <details className="rounded-control border border-line bg-surface text-sm">
      <summary className="focus-ring cursor-pointer rounded-control px-3 py-2 font-medium">
        {t('byesAdvance', { count: byes.length })}
      </summary>
      <div className="space-y-2 border-t border-line p-2">
        {byes.map((match) => (
          <DrawMatchTile key={match.id} match={match} onOptions={optionsOf(match)} />
        ))}
      </div>
    </details>
  );
}

/**
 * The draw on a phone: one round at a time behind round tabs (the WAI-ARIA tabs
 * pattern: arrows, Home and End on the tabs), the current round first; a sideways
 * swipe on the round turns to the next or previous one. A first round's byes are
 * folded into one line that opens to the entrants they advance.
 */
export function DrawRoundTabs({ rounds, optionsOf }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const id = useId();
  const [selected, setSelected] = useState(() => currentRoundIndex(rounds));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(selected, rounds.length - 1);
  const select = (next: number, focus: boolean) => {
    const bounded = Math.max(0, Math.min(rounds.length - 1, next));
    setSelected(bounded);
    const tab = tabs.current[bounded];
    if (focus) tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: rounds.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };
  const swipe = useSwipe((direction) => select(index - direction, false));
  const round = rounds[index];
  if (!round) return null;
  const { played, byes } = splitByes(round.matches);
  const title = (r: DrawRound) => t(r.title.key, { count: r.title.count });

  return (
    <div className="space-y-3">
      <div
        role="tablist"
        aria-label={t('roundsLabel')}
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1"
      >
        {rounds.map((r, i) => (
          <button
            key={r.phase}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${r.phase}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => select(i, false)}
            className={cx(
              'focus-ring shrink-0 whitespace-nowrap rounded-control px-3 py-1.5 text-sm font-medium',
              i === index
                ? 'bg-clay-600 text-white'
                : 'bg-surface-muted text-ink hover:bg-clay-50 dark:hover:bg-clay-950',
            )}
          >
            {title(r)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${round.phase}`}
        tabIndex={0}
        {...swipe}
        // The page still scrolls up and down under a finger; sideways moves are the swipe's.
        style={{ touchAction: 'pan-y' }}
        className="focus-ring space-y-3 rounded-control"
      >
        {played.map((match) => (
          <DrawMatchTile key={match.id} match={match} onOptions={optionsOf(match)} />
        ))}
        {byes.length > 0 && <FoldedByes byes={byes} optionsOf={optionsOf} />}
      </div>
    </div>
  );
}
