import { useState } from 'react';
import type { TMatch } from '@tennis/contracts';
import type { MatchOptionsSection } from './match-options-dialog';

/** Which match's options dialog is open, and on which section; a list keeps one. */
export function useMatchOptions() {
  const [opened, setOpened] = useState<{ match: TMatch; section: MatchOptionsSection } | null>(null);
  return {
    opened,
    open: (match: TMatch, section: MatchOptionsSection) => setOpened({ match, section }),
    close: () => setOpened(null),
  };
}
