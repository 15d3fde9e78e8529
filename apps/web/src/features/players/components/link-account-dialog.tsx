import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUserRecord } from '@tennis/contracts';
import { notify } from '../../../lib/notify';
import { showError } from '../../../lib/error-dialog-store';
import { ApiError } from '../../../lib/api-error';
import { TextField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useLinkAccount, userSearchQuery } from '../api/player-admin-api';
import { PLAYERS_NS } from '../i18n';

type Props = { playerId: number; name: string; onClose: () => void };

/**
 * Links a player to a user account: the admin searches the accounts and
 * picks one; accounts that have a player already are shown but cannot be
 * picked. Sending without a choice says so in Greek (the old screen's
 * 'Something is null!'), as the server would.
 */
export function LinkAccountDialog({ playerId, name, onClose }: Props) {
  const { t } = useTranslation(PLAYERS_NS);
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const search = useQuery(userSearchQuery(useDeferredValue(term.trim())));
  const link = useLinkAccount(playerId);
  const listId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setError(t('link.required'));
      return;
    }
    link.mutate(chosen, {
      onSuccess: () => {
        notify({ level: 'success', message: t('link.done'), lifespan: 'quick' });
        onClose();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 422) setError(failure.message);
        else showError(failure);
      },
    });
  };

  const users = search.data?.data ?? [];
  const choose = (userId: number) => {
    setChosen(userId);
    setError(undefined);
  };
  return (
    <FormDialog
      title={t('link.title', { name })}
      cancelLabel={t('link.cancel')}
      submitLabel={t('link.submit')}
      pending={link.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="space-y-4"
    >
      <TextField
        label={t('link.search')}
        hint={t('link.hint')}
        type="search"
        autoComplete="off"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <fieldset aria-describedby={error ? `${listId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('link.results')}</legend>
        {term.trim().length >= 2 && search.isSuccess && users.length === 0 && (
          <p className="text-sm text-ink-muted">{t('link.none')}</p>
        )}
        <UserChoices users={users} chosen={chosen} name={listId} onChoose={choose} />
        {error && (
          <p id={`${listId}-error`} role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}

type ChoicesProps = { users: TUserRecord[]; chosen: number | null; name: string; onChoose: (userId: number) => void };

/** The accounts found, one radio each; an account with a player already cannot be chosen. */
function UserChoices({ users, chosen, name, onChoose }: ChoicesProps) {
  const { t } = useTranslation(PLAYERS_NS);
  return (
    <ul className="max-h-64 space-y-1 overflow-y-auto">
      {users.map((user) => {
        const taken = user.playerId !== null;
        return (
          <li key={user.id}>
            <label
              className={`flex items-start gap-3 rounded-control px-2 py-2 ${taken ? 'opacity-60' : 'cursor-pointer hover:bg-surface-sunken'}`}
            >
              <input
                type="radio"
                name={name}
                className="mt-1"
                disabled={taken}
                checked={chosen === user.id}
                onChange={() => onChoose(user.id)}
              />
              <span className="min-w-0">
                <span className="block font-medium">
                  {user.surname} {user.name}
                </span>
                <span className="block text-sm break-all text-ink-muted">
                  {user.email}
                  {taken && ` · ${t('link.hasPlayer')}`}
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
