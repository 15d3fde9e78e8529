import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSelfTransformUser } from '@tennis/contracts';
import { inputClasses } from '../../../components/ui/input-classes';
import { selfTransformListQuery } from '../api/auth-calls';

/** The demo data set's accounts, offered when the server's list is not available. */
const DEMO_PASSWORD = 'demo1234';
type Account = Pick<TSelfTransformUser, 'email' | 'role'> & Partial<Pick<TSelfTransformUser, 'name' | 'surname'>>;
const DEMO_ACCOUNTS: Account[] = [
  { email: 'god@demo.gr', role: 'admin' },
  { email: 'admin@demo.gr', role: 'admin' },
  { email: 'host@demo.gr', role: 'host' },
  { email: 'employee@demo.gr', role: 'host-employee' },
  { email: 'host2@demo.gr', role: 'host' },
  { email: 'player@demo.gr', role: 'user' },
  { email: 'newuser@demo.gr', role: 'user' },
];

/** Dev and test only: pick a demo account and its credentials fill the form. */
export function DevUserPicker({ onPick }: { onPick: (credentials: { email: string; password: string }) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { data } = useQuery(selfTransformListQuery);
  const accounts: Account[] = data && data.length > 0 ? data : DEMO_ACCOUNTS;
  return (
    <div className="mb-6 rounded-control border border-dashed border-ball-500 bg-ball-300/20 p-3">
      <label htmlFor={id} className="block text-xs font-semibold uppercase tracking-wide text-ink">
        {t('login.devPicker')}
      </label>
      <select
        id={id}
        className={`${inputClasses} mt-1.5`}
        defaultValue=""
        onChange={(event) => {
          if (event.target.value) onPick({ email: event.target.value, password: DEMO_PASSWORD });
        }}
      >
        <option value="">{t('login.devPickerPlaceholder')}</option>
        {accounts.map((account) => (
          <option key={account.email} value={account.email}>
            {account.name ? `${account.name} ${account.surname ?? ''} · ` : ''}
            {account.email} ({t(`roles.${account.role}`)})
          </option>
        ))}
      </select>
    </div>
  );
}
