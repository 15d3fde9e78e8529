import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
import { Avatar } from './avatar';
import { MobileMenuLinks } from './mobile-menu-links';
import { userMenuLinks } from './navbar-links';
import { useLogout } from './use-logout';

/** The signed-in user's card, links and logout; a guest gets login and register instead. */
export function MobileMenuAccount({ user }: { user: TCurrentUser | null }) {
  const { t } = useTranslation();
  const logout = useLogout();

  if (!user) {
    return (
      <div className="grid grid-cols-2 gap-2 border-t border-line pt-4">
        <Link to={paths.login()} className={buttonClasses('secondary')}>
          {t('nav.login')}
        </Link>
        <Link to={paths.register()} className={buttonClasses('primary')}>
          {t('nav.register')}
        </Link>
      </div>
    );
  }

  return (
    <section aria-labelledby="mobile-account" className="border-t border-line pt-4">
      <div id="mobile-account" className="flex items-center gap-3 px-3 pb-2">
        <Avatar user={user} />
        <div className="min-w-0">
          <p className="truncate font-semibold">
            {user.name} {user.surname}
          </p>
          <p className="truncate text-xs text-ink-muted">{user.email}</p>
        </div>
      </div>
      <MobileMenuLinks links={userMenuLinks(user)} />
      <button
        type="button"
        onClick={() => void logout()}
        className="focus-ring mt-1 block w-full rounded-control px-3 py-3 text-left text-base text-danger hover:bg-surface-sunken"
      >
        {t('nav.logout')}
      </button>
    </section>
  );
}
