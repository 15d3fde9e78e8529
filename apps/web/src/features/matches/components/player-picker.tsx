import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChampionshipPlayerOption } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { useChampionshipPlayers } from '../api/championship-matches-api';
import { MATCHES_NS } from '../i18n';

type Props = {
  championshipId: string;
  label: string;
  value: TChampionshipPlayerOption | null;
  error?: string | undefined;
  onChange: (player: TChampionshipPlayerOption | null) => void;
};

/** Picks an approved player of the championship (no minimum length, at most 20 hits), showing ATRP and ball history. */
export function PlayerPicker({ championshipId, label, value, error, onChange }: Props) {
  const { t } = useTranslation(MATCHES_NS);
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const players = useChampionshipPlayers(championshipId, term);
  const options = players.data?.data ?? [];

  if (value) {
    return (
      <FieldShell id={id} label={label} error={error}>
        <div
          id={id}
          className="flex min-h-11 items-center justify-between gap-2 rounded-control border border-line bg-surface-sunken px-3 py-2"
        >
          <div>
            <p className="font-medium">{value.displayName}</p>
            <p className="text-xs text-ink-muted">
              {t('schedule.atrp', { atrp: (value.atrp ?? 0).toFixed(1) })} ·{' '}
              {t('schedule.ballHistory', { count: value.ballHistory })}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('schedule.clear')}
          </Button>
        </div>
      </FieldShell>
    );
  }
  return (
    <FieldShell id={id} label={label} error={error}>
      <div>
        <input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-invalid={error ? true : undefined}
          placeholder={t('schedule.search')}
          className={inputClasses}
          value={text}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onChange={(event) => setText(event.target.value)}
        />
        {/* In the flow rather than floating: inside a dialog's scrolling body a floating list would be cut off. */}
        {open && (
          <ul
            id={`${id}-list`}
            role="listbox"
            className="mt-1 max-h-56 w-full overflow-y-auto rounded-control border border-line bg-surface shadow-sm"
          >
            {options.length === 0 && <li className="px-3 py-2 text-sm text-ink-muted">{t('schedule.noPlayers')}</li>}
            {options.map((option) => (
              <li key={option.playerId} role="none">
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  className="focus-ring flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-surface-sunken"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    onChange(option);
                    setText('');
                    setOpen(false);
                  }}
                >
                  <span>{option.displayName}</span>
                  <span className="text-xs text-ink-muted">{(option.atrp ?? 0).toFixed(1)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FieldShell>
  );
}
