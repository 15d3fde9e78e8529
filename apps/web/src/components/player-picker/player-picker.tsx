import { useEffect, useId, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAtrp } from '@tennis/domain';
import { Button } from '../ui/button';
import { FieldShell } from '../ui/field';
import { inputClasses } from '../ui/input-classes';
import { Skeleton } from '../ui/spinner';
import { SHARED_UI_NS } from '../shared-ui-i18n';

export type PlayerOption = { playerId: number; displayName: string; atrp?: number | null };

/** The query of the players matching a term: each form searches its own list (the host's clients, a championship's players). */
type PlayerSearchQuery<Player, Key extends QueryKey> = (
  term: string,
) => UseQueryOptions<Player[], Error, Player[], Key>;

type Props<Player extends PlayerOption, Key extends QueryKey> = {
  label: string;
  value: Player | null;
  onChange: (player: Player | null) => void;
  /** Asked with any length of term, even none: the server caps the answer. */
  search: PlayerSearchQuery<Player, Key>;
  /** What else the chosen player's box says under the name. */
  details?: (player: Player) => ReactNode;
  error?: string | undefined;
  /** Shorter terms are not searched; the list says how many characters to type. */
  minTermLength?: number;
};

/** Type a name, pick a player: every form that chooses a player uses this one control. */
export function PlayerPicker<Player extends PlayerOption, Key extends QueryKey>({
  label,
  value,
  onChange,
  search,
  details,
  error,
  minTermLength = 0,
}: Props<Player, Key>) {
  const { t } = useTranslation(SHARED_UI_NS);
  const id = useId();
  if (value) {
    return (
      <FieldShell id={id} label={label} error={error}>
        <div
          id={id}
          className="flex min-h-11 items-center justify-between gap-3 rounded-control border border-line bg-surface-sunken px-3 py-2"
        >
          <div>
            <p className="font-medium">{value.displayName}</p>
            {details && <p className="text-xs text-ink-muted">{details(value)}</p>}
          </div>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('playerPicker.change')}
          </Button>
        </div>
      </FieldShell>
    );
  }
  return (
    <FieldShell id={id} label={label} error={error}>
      <PlayerSearch
        id={id}
        search={search}
        onPick={onChange}
        invalid={error !== undefined}
        minTermLength={minTermLength}
      />
    </FieldShell>
  );
}

/** The typed term, a quarter of a second after the last key, so each pause asks the server once. */
function useSettledTerm(text: string): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return term;
}

function PlayerSearch<Player extends PlayerOption, Key extends QueryKey>({
  id,
  search,
  onPick,
  invalid,
  minTermLength,
}: {
  id: string;
  search: PlayerSearchQuery<Player, Key>;
  onPick: (player: Player) => void;
  invalid: boolean;
  minTermLength: number;
}) {
  const { t } = useTranslation(SHARED_UI_NS);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const term = useSettledTerm(text);
  const tooShort = term.length < minTermLength;
  const results = useQuery({ ...search(term), enabled: open && !tooShort, placeholderData: keepPreviousData });
  return (
    <div
      onFocus={() => setOpen(true)}
      // Open while the focus is on the field or on one of its options (keyboard users tab into the list).
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        className={inputClasses}
        placeholder={t('playerPicker.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-controls={`${id}-results`}
        aria-expanded={open}
      />
      {/* In the flow rather than floating: inside a dialog's scrolling body a floating list would be cut off. */}
      {open && (
        <ul
          id={`${id}-results`}
          role="listbox"
          className="mt-1 max-h-64 divide-y divide-line overflow-y-auto rounded-control border border-line bg-surface shadow-sm"
        >
          {tooShort && (
            <li className="px-3 py-3 text-center text-sm text-ink-muted">
              {t('playerPicker.typeAtLeast', { count: minTermLength })}
            </li>
          )}
          {!tooShort && results.isPending && <PendingRows />}
          {!tooShort && results.data?.length === 0 && (
            <li className="px-3 py-3 text-center text-sm text-ink-muted">{t('playerPicker.noPlayers')}</li>
          )}
          {!tooShort &&
            results.data?.map((player) => (
              <li key={player.playerId} role="none">
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  // Keeps the focus in the field, so the list is still there when the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  className="focus-ring flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-surface-sunken"
                  onClick={() => {
                    onPick(player);
                    setText('');
                  }}
                >
                  <span>{player.displayName}</span>
                  <span className="text-xs text-ink-muted tabular-nums">{formatAtrp(player.atrp)}</span>
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

function PendingRows() {
  return Array.from({ length: 3 }, (_, i) => (
    <li key={i} className="px-3 py-2">
      <Skeleton className="h-5 w-2/3" />
    </li>
  ));
}
