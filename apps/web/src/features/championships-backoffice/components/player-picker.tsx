import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPlayerPickerEntry } from '@tennis/contracts';
import { formatAtrp } from '@tennis/domain';
import { Button } from '../../../components/ui/button';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/spinner';
import { playerSearchQuery } from '../api/championship-backoffice-api';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

type Props = {
  value: TPlayerPickerEntry | null;
  onChange: (player: TPlayerPickerEntry | null) => void;
  error?: string;
};

/** Picks a player by name (any length of term, at most 20 answers; spec 3 §5). */
export function PlayerPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const id = useId();
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term.trim()), 250);
    return () => clearTimeout(timer);
  }, [term]);
  const results = useQuery({ ...playerSearchQuery(debounced), enabled: value === null });

  if (value) {
    return (
      <FieldShell id={id} label={t('create.chosen')} error={error}>
        <div className="flex items-center justify-between gap-3 rounded-control border border-line bg-surface-sunken px-3 py-2">
          <span id={id} className="font-medium">
            {value.displayName} <span className="text-ink-muted tabular-nums">· ATRP {formatAtrp(value.atrp)}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('create.change')}
          </Button>
        </div>
      </FieldShell>
    );
  }

  return (
    <FieldShell id={id} label={t('create.player')} error={error}>
      <input
        id={id}
        type="search"
        className={inputClasses}
        placeholder={t('create.playerSearch')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-controls={`${id}-results`}
      />
      <ul
        id={`${id}-results`}
        className="max-h-72 divide-y divide-line overflow-y-auto rounded-control border border-line bg-surface"
      >
        {results.isPending &&
          Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="px-3 py-2">
              <Skeleton className="h-5 w-2/3" />
            </li>
          ))}
        {results.data?.length === 0 && (
          <li className="px-3 py-4 text-center text-sm text-ink-muted">{t('create.noPlayers')}</li>
        )}
        {results.data?.map((player) => (
          <li key={player.playerId}>
            <button
              type="button"
              className="focus-ring flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-surface-sunken"
              onClick={() => onChange(player)}
            >
              <span>{player.displayName}</span>
              <span className="text-ink-muted tabular-nums">{formatAtrp(player.atrp)}</span>
            </button>
          </li>
        ))}
      </ul>
    </FieldShell>
  );
}
