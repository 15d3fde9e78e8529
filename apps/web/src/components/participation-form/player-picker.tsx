import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { inputClasses } from '../ui/field';
import { PARTICIPATION_FORM_NS } from './i18n';
import { usePlayerSearch } from './participation-form-api';

export type PickedPlayer = { playerId: number; displayName: string };

/** Type a name, pick one of the host's clients. */
export function PlayerPicker({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: PickedPlayer | null;
  error?: string;
  onChange: (player: PickedPlayer | null) => void;
}) {
  const { t } = useTranslation(PARTICIPATION_FORM_NS);
  const id = useId();
  const [q, setQ] = useState('');
  const search = usePlayerSearch(q);
  if (value) {
    return (
      <div className="space-y-1">
        <span className="block text-sm font-medium">{label}</span>
        <div className="flex items-center justify-between gap-3 rounded-control border border-line px-3 py-2">
          <span>{value.displayName}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('change')}
          </Button>
        </div>
        {error && <p className="text-sm text-danger">{error}</p>}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClasses}
        placeholder={t('searchHint')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && <p className="text-sm text-danger">{error}</p>}
      {(search.data?.data ?? []).length > 0 && (
        <ul className="max-h-64 overflow-y-auto rounded-control border border-line bg-surface">
          {search.data!.data.map((entry) => (
            <li key={entry.playerId}>
              <button
                type="button"
                className="focus-ring block w-full px-3 py-2 text-left text-sm hover:bg-surface-muted"
                onClick={() => onChange({ playerId: entry.playerId, displayName: entry.displayName })}
              >
                {entry.displayName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
