import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import type { DeferredTriggerProps } from '../../components/ui/deferred';
import { Avatar } from './avatar';
import { ChevronDownIcon } from './icons';
import { userMenuButtonClasses } from './navbar-dropdown-classes';

/** The user menu's button as drawn until the menu's code arrives (see Deferred). */
export function UserMenuStandIn({ user, trigger }: { user: TCurrentUser; trigger: DeferredTriggerProps }) {
  const { t } = useTranslation();
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={userMenuButtonClasses} {...trigger}>
      <Avatar user={user} />
      <span className="sr-only">{user.name}</span>
      <ChevronDownIcon className="size-4" />
      <span className="sr-only">{t('nav.userMenu')}</span>
    </button>
  );
}
