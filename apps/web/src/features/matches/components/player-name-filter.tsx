import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { MATCHES_NS } from '../i18n';

/**
 * The name of a player whose matches to list. It is applied on Enter or when
 * the field is left, not at each letter, so the list does not jump while one
 * types; a name under two letters is no filter (the server's minimum).
 */
export function PlayerNameFilter({ value, onChange }: { value: string | undefined; onChange: (q?: string) => void }) {
  const { t } = useTranslation(MATCHES_NS);
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => setTyped(value ?? ''), [value]);
  const apply = () => {
    const term = typed.trim();
    const next = term.length >= 2 ? term : undefined;
    if (next !== value) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  return (
    <form role="search" onSubmit={submit} className="col-span-2 sm:col-span-1 lg:col-span-2">
      <TextField
        label={t('all.player')}
        type="search"
        value={typed}
        placeholder={t('all.playerPlaceholder')}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={apply}
      />
    </form>
  );
}
