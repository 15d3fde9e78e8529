import { MatchOptionsDialog } from './match-options-dialog';
import type { Venue } from './reschedule-form';
import type { useMatchOptions } from './use-match-options';

type Props = {
  options: ReturnType<typeof useMatchOptions>;
  /** The clubs a match may move to; absent: no rescheduling from this list. */
  venues?: Venue[] | undefined;
};

/** The options dialog of the match a list has opened (useMatchOptions), while one is open. */
export function OpenedMatchOptions({ options, venues }: Props) {
  if (!options.opened) return null;
  return (
    <MatchOptionsDialog
      match={options.opened.match}
      initialSection={options.opened.section}
      venues={venues}
      onClose={options.close}
    />
  );
}
